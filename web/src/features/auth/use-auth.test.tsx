import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { apiRequest } from "@web/lib/http";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "./auth-provider";
import { useAuth } from "./use-auth";

const asha = { id: 7, email: "asha@example.in", first_name: "Asha", last_name: "Rao", phone: "9876543210" };

function renderAuth(client: QueryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("is signed out and not loading without a stored token", () => {
    const calls = mockApi({});
    const { result } = renderAuth();
    expect(result.current).toMatchObject({ isAuthenticated: false, loading: false, user: null });
    expect(calls).toHaveLength(0);
  });

  it("signs in from a stored token when the profile loads", async () => {
    localStorage.setItem("token", "good");
    const calls = mockApi({ "GET /api/user/profile/": jsonResponse(asha) });
    const { result } = renderAuth();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user).toEqual(asha);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer good");
  });

  it("silently drops a stored token the server rejects", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", "stale");
    mockApi({ "GET /api/user/profile/": jsonResponse({ message: "Please sign in to continue" }, 401) });
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
  });

  it("login stores the token and the user; updateUser replaces the user", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/user/profile/": jsonResponse({ ...asha, phone: null }) });
    const { result } = renderAuth();
    act(() => result.current.login("fresh", { ...asha, phone: null }));
    expect(localStorage.getItem("token")).toBe("fresh");
    expect(result.current).toMatchObject({ isAuthenticated: true, loading: false });
    expect(result.current.user?.phone).toBeNull();

    act(() => result.current.updateUser(asha));
    await waitFor(() => expect(result.current.user?.phone).toBe("9876543210"));
  });

  it.each([
    ["succeeds", jsonResponse({ message: "You have been signed out" })],
    ["fails", jsonResponse({ message: "Something went wrong" }, 500)],
  ])("logout revokes the session, then clears everything even when the call %s", async (_, answer) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", "good");
    const client = testQueryClient();
    client.setQueryData(["cart"], { total: "499.00", items: [] });
    const calls = mockApi({
      "GET /api/user/profile/": jsonResponse(asha),
      "POST /api/user/auth/logout/": answer,
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    const afterSignOut = vi.fn();
    await act(() => result.current.logout(afterSignOut));

    const logout = calls.find((call) => call.url === "/api/user/auth/logout/");
    expect(logout?.method).toBe("POST");
    expect(logout?.headers.get("Authorization")).toBe("Bearer good");
    expect(localStorage.getItem("token")).toBeNull();
    expect(result.current).toMatchObject({ isAuthenticated: false, user: null, loading: false });
    expect(client.getQueryData(["cart"])).toBeUndefined();
    expect(
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toEqual([]);
    expect(afterSignOut).toHaveBeenCalledOnce();
  });

  it("signs out when any call says the session is gone (401)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", "good");
    const client = testQueryClient();
    mockApi({
      "GET /api/user/profile/": jsonResponse(asha),
      "GET /api/user/addresses/": jsonResponse({ message: "Please sign in to continue" }, 401),
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));

    await client
      .fetchQuery({ queryKey: ["addresses"], queryFn: () => apiRequest("/user/addresses/") })
      .catch(() => {});
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("ignores other failures once signed in", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("token", "good");
    const client = testQueryClient();
    mockApi({
      "GET /api/user/profile/": jsonResponse(asha),
      "GET /api/user/addresses/": jsonResponse({ message: "Boom" }, 500),
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    await client
      .fetchQuery({ queryKey: ["addresses"], queryFn: () => apiRequest("/user/addresses/") })
      .catch(() => {});
    expect(result.current.isAuthenticated).toBe(true);
    expect(localStorage.getItem("token")).toBe("good");
  });
});
