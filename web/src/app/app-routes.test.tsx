import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { AuthProvider } from "@web/features/auth/auth-provider";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppRoutes } from "./app-routes";

const answers: Record<string, unknown> = {
  "/api/setting/setting/": [
    {
      active_banners: [],
      active_highlights: [],
      support_email: "care@mithaas.in",
      support_phone: "9876543210",
    },
  ],
  "/api/setting/settings/about_us/": {
    key: "about_us",
    title: "About Us",
    content: "<p>Made in Pune.</p>",
    updated_at: "2026-01-10T08:00:00Z",
  },
};

function renderApp(path: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(url in answers ? jsonResponse(answers[url]) : jsonResponse({}, 404)),
    ),
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe("AppRoutes", () => {
  it("shows a policy page for a policy path", async () => {
    renderApp("/about-us");
    expect(await screen.findByRole("heading", { level: 1, name: "About Us" })).toBeInTheDocument();
    expect(await screen.findByText("Made in Pune.")).toBeInTheDocument();
    expect(document.title).toBe("About Us · Mithaas");
  });

  it("treats any other single-segment path as not found", async () => {
    renderApp("/chocolate-factory");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  it("sends signed-out shoppers' cart, wishlist and orders links through login", async () => {
    renderApp("/blogs/unknown/deeper");
    await screen.findByRole("heading", { name: "Page not found" });
    const [desktop] = screen.getAllByRole("navigation", { name: "Main" });
    if (!desktop) throw new Error("no main navigation");
    expect(within(desktop).getByRole("link", { name: /Cart/ })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fcart",
    );
    expect(within(desktop).getByRole("link", { name: /Orders/ })).toHaveAttribute(
      "href",
      "/login?redirect=%2Forders",
    );
  });
});
