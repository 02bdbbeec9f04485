import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { OccasionRow } from "./occasion-row";

describe("OccasionRow", () => {
  it("links occasions, then recipients as 'Gifts for …', in the settings' order", () => {
    renderWithProviders(
      <OccasionRow
        occasions={[
          { slug: "birthday", title: "Birthday", kind: "occasion" },
          { slug: "for-her", title: "For Her", kind: "recipient" },
          { slug: "corporate", title: "Corporate", kind: "recipient" },
        ]}
      />,
    );
    const row = screen.getByRole("region", { name: "Shop by occasion" });
    const links = within(row).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Birthday", "Gifts for Her", "Corporate gifts"]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/occasions/birthday",
      "/occasions/for-her",
      "/occasions/corporate",
    ]);
    expect(row.querySelector("img")).toBeNull();
  });

  it("draws nothing while the store has no occasions", () => {
    const { container } = renderWithProviders(<OccasionRow occasions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
