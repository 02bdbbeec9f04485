import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AuthProvider } from "@web/features/auth/auth-provider";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "./app-routes";

const settings = [{ active_banners: [], active_highlights: [], support_email: "care@mithaas.in" }];
const asha = { id: 7, email: "asha@example.in", first_name: "", last_name: "", phone: null };

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function renderApp(path: string, answers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "GET /api/setting/setting/": jsonResponse(settings),
    "GET /api/user/profile/": jsonResponse(asha),
    "GET /api/user/addresses/": jsonResponse([]),
    "POST /api/user/auth/logout/": jsonResponse({ message: "You have been signed out" }),
    ...answers,
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return calls;
}

const location = () => screen.getByRole("status", { name: "location" });

describe("account routes", () => {
  it.each(["/profile", "/profile/edit", "/checkout", "/cart"])(
    "sends a signed-out visit to %s through login",
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
      expect(location()).toHaveTextContent(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it("does not mark the gated links current while /login is open", async () => {
    renderApp("/login?redirect=%2Fcart");
    await screen.findByRole("heading", { name: "Sign in to your account" });
    for (const nav of screen.getAllByRole("navigation", { name: "Main" })) {
      const cart = within(nav).getByRole("link", { name: /Cart/ });
      expect(cart).toHaveAttribute("href", "/login?redirect=%2Fcart");
      expect(cart).not.toHaveAttribute("aria-current", "page");
    }
  });

  it("shows the profile with the spec's fallbacks and the way to edit it", async () => {
    localStorage.setItem("token", "good");
    renderApp("/profile");
    const details = await screen.findByRole("region", { name: "Profile Details" });
    expect(within(details).getByText("No name provided")).toBeInTheDocument();
    expect(within(details).getByText("asha@example.in")).toBeInTheDocument();
    expect(within(details).getByText("Not provided")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/profile/edit");
    // The title is set by an effect, which may run a moment after the details are on screen.
    await waitFor(() => expect(document.title).toBe("My Profile · Mithaas"));
  });

  it("signs out from the profile menu: the session is revoked and the state cleared", async () => {
    localStorage.setItem("token", "good");
    const calls = renderApp("/profile");
    await screen.findByRole("heading", { name: "Profile Details" });
    const [desktopBar] = screen.getAllByRole("banner");
    if (!desktopBar) throw new Error("no top bar");

    const toggle = within(desktopBar).getByRole("button", { name: /asha@example.in/ });
    await userEvent.click(toggle);
    expect(within(desktopBar).getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await userEvent.keyboard("{Escape}");
    expect(within(desktopBar).queryByRole("button", { name: "Sign Out" })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    await userEvent.click(within(desktopBar).getByRole("button", { name: "Sign Out" }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
    expect(within(desktopBar).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    expect(localStorage.getItem("token")).toBeNull();
    const logout = calls.find((call) => call.url === "/api/user/auth/logout/");
    expect(logout?.headers.get("Authorization")).toBe("Bearer good");
  });
});
