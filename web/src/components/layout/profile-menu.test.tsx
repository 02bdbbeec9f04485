import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProfileMenu } from "./profile-menu";

const renderAt = (route: string) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <ProfileMenu isAuthenticated={false} userName={null} onSignOut={() => {}} />
    </MemoryRouter>,
  );

describe("the header's Sign in", () => {
  it("brings the shopper back to the page and query they were on", () => {
    renderAt("/products/12?size=large");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?redirect=${encodeURIComponent("/products/12?size=large")}`,
    );
  });

  it("keeps the page it already brings back to while on the sign-in page", () => {
    renderAt("/login?redirect=%2Fcart");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?redirect=%2Fcart");
  });
});
