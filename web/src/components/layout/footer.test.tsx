import { fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { Footer } from "./footer";

const section = (name: string) => screen.getByRole("button", { name });

describe("Footer", () => {
  it("keeps at most one accordion section open at a time", () => {
    renderWithProviders(<Footer supportEmail="care@mithaas.in" supportPhone="+91 98765 43210" />);
    const titles = ["Quick Links", "Policies", "Get in Touch"];
    for (const title of titles) expect(section(title)).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(section("Quick Links"));
    expect(section("Quick Links")).toHaveAttribute("aria-expanded", "true");

    fireEvent.click(section("Policies"));
    expect(section("Policies")).toHaveAttribute("aria-expanded", "true");
    expect(section("Quick Links")).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(section("Policies"));
    for (const title of titles) expect(section(title)).toHaveAttribute("aria-expanded", "false");
  });

  it("links the policies, the support contacts and the copyright year", () => {
    renderWithProviders(<Footer supportEmail="care@mithaas.in" supportPhone="+91 98765 43210" />);
    expect(screen.getByRole("link", { name: "Cancellation & Refund Policy" })).toHaveAttribute(
      "href",
      "/return-refund-policy",
    );
    expect(screen.getByRole("link", { name: "care@mithaas.in" })).toHaveAttribute(
      "href",
      "mailto:care@mithaas.in",
    );
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Mithaas. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it("links the settings' occasions and recipients, and has no Occasions section without them", () => {
    const { unmount } = renderWithProviders(
      <Footer
        occasions={[
          { slug: "birthday", title: "Birthday", kind: "occasion" },
          { slug: "for-her", title: "For Her", kind: "recipient" },
        ]}
      />,
    );
    expect(section("Occasions")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Birthday" })).toHaveAttribute("href", "/occasions/birthday");
    expect(screen.getByRole("link", { name: "For Her" })).toHaveAttribute("href", "/occasions/for-her");
    unmount();
    renderWithProviders(<Footer />);
    expect(screen.queryByRole("button", { name: "Occasions" })).not.toBeInTheDocument();
  });
});
