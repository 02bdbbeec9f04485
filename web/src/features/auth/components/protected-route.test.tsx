import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { testQueryClient } from "@web/test/render";
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../auth-provider";
import { ProtectedRoute } from "./protected-route";

function LoginProbe() {
  const location = useLocation();
  return (
    <p>
      {useNavigationType()} to {location.pathname + location.search}
    </p>
  );
}

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="/orders/:orderId"
              element={
                <ProtectedRoute>
                  <p>secret order</p>
                </ProtectedRoute>
              }
            />
            <Route path="/login" element={<LoginProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe("ProtectedRoute", () => {
  it("sends a signed-out visitor to /login with the encoded path and query, replacing history", async () => {
    renderAt("/orders/42?tab=items&page=2");
    const login = await screen.findByText(
      "REPLACE to /login?redirect=%2Forders%2F42%3Ftab%3Ditems%26page%3D2",
    );
    expect(login).toBeVisible();
    expect(screen.queryByText("secret order")).not.toBeInTheDocument();
  });

  it("shows a spinner while the stored token is being checked", () => {
    localStorage.setItem("token", "pending");
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt("/orders/42");
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(screen.queryByText("secret order")).not.toBeInTheDocument();
  });
});
