import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, testQueryClient } from "../../test/render";
import { AuthProvider } from "./auth-provider";
import { useAuth } from "./use-auth";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("is signed out and not loading without a stored token", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ isAuthenticated: false, loading: false, user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in from a stored token when the profile loads", async () => {
    localStorage.setItem("token", "good");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ email: "asha@example.in" })));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.email).toBe("asha@example.in");
  });

  it("silently drops a stored token the server rejects", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", "stale");
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ message: "Invalid token" }, 401)));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
  });
});
