import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocationProbe } from "@web/test/location-probe";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider } from "../auth-provider";
import { SignOutPanel } from "./sign-out-panel";

const asha = { id: 7, email: "asha@example.in", first_name: "Asha", last_name: "Rao", phone: "9876543210" };

function renderPanel(answers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem("token", "good");
  const calls = mockApi({
    "GET /api/user/profile/": jsonResponse(asha),
    "POST /api/user/auth/logout/": jsonResponse({ message: "You have been signed out" }),
    "POST /api/user/auth/logout_all/": jsonResponse({ message: "You have been signed out on every device" }),
    ...answers,
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={["/profile"]}>
          <Routes>
            <Route path="/profile" element={<SignOutPanel />} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  const posted = (path: string) => calls.filter((call) => call.method === "POST" && call.url === path);
  return { posted };
}

describe("SignOutPanel", () => {
  it("signs this device out and goes home", async () => {
    const { posted } = renderPanel();
    await userEvent.click(screen.getByRole("button", { name: "Sign Out" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(posted("/api/user/auth/logout/")).toHaveLength(1);
    expect(posted("/api/user/auth/logout_all/")).toHaveLength(0);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("signs out of all devices only once the customer confirms", async () => {
    const { posted } = renderPanel();
    const everywhere = screen.getByRole("button", { name: "Sign out of all devices" });
    await userEvent.click(everywhere);
    const confirm = screen.getByRole("button", { name: "Yes, sign out everywhere" });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(/signed out here and on every other phone or computer/);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Sign out of all devices" })).toHaveFocus();
    expect(posted("/api/user/auth/logout_all/")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "Sign out of all devices" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
    expect(posted("/api/user/auth/logout_all/")).toHaveLength(1);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("stays signed in when the server could not sign the other devices out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderPanel({
      "POST /api/user/auth/logout_all/": jsonResponse({ message: "Something went wrong" }, 500),
    });
    await userEvent.click(screen.getByRole("button", { name: "Sign out of all devices" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Yes, sign out everywhere" })).toBeEnabled(),
    );
    expect(localStorage.getItem("token")).toBe("good");
    expect(screen.queryByTestId("location")).not.toBeInTheDocument();
  });
});
