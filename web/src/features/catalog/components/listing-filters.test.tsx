import type { DeliveryReachResponse } from "@contract/delivery";
import type { OccasionLink } from "@contract/occasions";
import type { OccasionProductsResponse } from "@contract/search";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { lastPincodeKey } from "@web/lib/last-pincode";
import { listingPage, productCard } from "@web/test/catalog-fixtures";
import { LocationProbe } from "@web/test/location-probe";
import { jsonResponse, testQueryClient } from "@web/test/render";
import type { ReactElement } from "react";
import { MemoryRouter, useNavigate } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CategoryProductsPage } from "./category-products-page";
import { OccasionPage } from "./occasion-page";

const occasions: OccasionLink[] = [
  { slug: "birthday", title: "Birthday", kind: "occasion" },
  { slug: "diwali", title: "Diwali", kind: "occasion" },
  { slug: "for-her", title: "For Her", kind: "recipient" },
  { slug: "corporate", title: "Corporate", kind: "recipient" },
];

const reach: DeliveryReachResponse = {
  pincode: "411004",
  place: { city: "Pune", state: "Maharashtra" },
  available: true,
  today: "2026-12-20",
  courier_earliest: "2026-12-22",
  hand_earliest: "2026-12-20",
  hand_area: "Pune",
};

function birthdayPage(count = 1): OccasionProductsResponse {
  const { category_name: _, ...page } = listingPage([productCard(count)]);
  return {
    ...page,
    occasion: { slug: "birthday", kind: "occasion", title: "Birthday", description: "Cakes and truffles." },
  };
}

/** Answers the occasion's listing (or `listing` for any other query) and the pincode's reach; records the listing queries. */
function mockApi(listing: (query: URLSearchParams) => Response = () => jsonResponse(birthdayPage())) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://shop.test");
      if (parsed.pathname === "/api/orders/delivery/reach/") return jsonResponse(reach);
      if (parsed.pathname === "/api/products/categories/") return jsonResponse({ results: [] });
      if (parsed.pathname === "/api/products/categories/1/products/")
        return jsonResponse(listingPage([productCard(1)]));
      if (parsed.pathname !== "/api/products/occasions/birthday/products/") return jsonResponse({}, 404);
      asked.push(parsed.search);
      return listing(parsed.searchParams);
    }),
  );
  return asked;
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(
  route: string,
  page: ReactElement = <OccasionPage slug="birthday" occasions={occasions} />,
) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        {page}
        <LocationProbe />
        <Back />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId("location").textContent;
const chip = (name: string) => screen.getByRole("button", { name });
const forSelect = () => screen.getByRole("combobox", { name: "For" });

describe("ListingFilters", () => {
  it("puts each filter in the URL as a new history entry from page 1, and Back steps through them", async () => {
    const asked = mockApi();
    renderAt("/occasions/birthday?page=2");
    await screen.findByRole("heading", { level: 1, name: "Birthday" });

    fireEvent.click(chip("₹500 – ₹999"));
    expect(location()).toBe("/occasions/birthday?price=500-999");
    expect(chip("₹500 – ₹999")).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(asked).toContain("?price=500-999"));

    fireEvent.change(forSelect(), { target: { value: "for-her" } });
    expect(location()).toBe("/occasions/birthday?price=500-999&recipient=for-her");
    await waitFor(() => expect(asked).toContain("?price=500-999&recipient=for-her"));

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(location()).toBe("/occasions/birthday?price=500-999");
    expect(forSelect()).toHaveValue("");
    expect(chip("₹500 – ₹999")).toHaveAttribute("aria-pressed", "true");

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(location()).toBe("/occasions/birthday?page=2");
    expect(chip("₹500 – ₹999")).toHaveAttribute("aria-pressed", "false");
  });

  it("offers on an occasion's page only the other kind, recipients by their short names", async () => {
    mockApi();
    renderAt("/occasions/birthday");
    await screen.findByRole("heading", { level: 1, name: "Birthday" });
    expect(screen.queryByRole("combobox", { name: "Occasion" })).not.toBeInTheDocument();
    expect(
      within(forSelect())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Anyone", "Her", "Corporate"]);
  });

  it("offers both kinds on a category's page and clears every filter at once", async () => {
    mockApi();
    renderAt(
      "/categories/1?price=under-500&occasion=diwali",
      <CategoryProductsPage categoryId="1" occasions={occasions} />,
    );
    const occasion = await screen.findByRole("combobox", { name: "Occasion" });
    expect(occasion).toHaveValue("diwali");
    expect(forSelect()).toHaveValue("");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(location()).toBe("/categories/1");
  });

  it("shows no reach filter until a pincode is remembered", async () => {
    mockApi();
    renderAt("/occasions/birthday");
    await screen.findByRole("heading", { level: 1, name: "Birthday" });
    expect(screen.queryByText(/Can reach/)).not.toBeInTheDocument();
  });

  it("filters by what can reach the remembered pincode by today or one of the next 29 days", async () => {
    localStorage.setItem(lastPincodeKey, "411004");
    const asked = mockApi();
    renderAt("/occasions/birthday");
    const by = await screen.findByRole("combobox", { name: "Can reach 411004 by" });
    await waitFor(() => expect(within(by).getByRole("option", { name: "Today" })).toHaveValue("2026-12-20"));
    const labels = within(by)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(labels.slice(0, 4)).toEqual(["Any day", "Today", "Tomorrow", "Tue 22 Dec"]);
    expect(labels).toHaveLength(31);

    fireEvent.change(by, { target: { value: "2026-12-21" } });
    expect(location()).toBe("/occasions/birthday?pincode=411004&by=2026-12-21");
    await waitFor(() => expect(asked).toContain("?pincode=411004&by=2026-12-21"));
    fireEvent.change(by, { target: { value: "" } });
    expect(location()).toBe("/occasions/birthday");
  });

  it("says 'This filter is no longer available' when the API no longer knows it, and Clear drops it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi((query) =>
      query.get("recipient")
        ? jsonResponse({ message: "Occasion not found" }, 404)
        : jsonResponse(birthdayPage(7)),
    );
    renderAt("/occasions/birthday?recipient=retired&sort=price_low");
    expect(await screen.findByText("This filter is no longer available")).toBeInTheDocument();
    expect(screen.queryByText("Occasion not found")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(location()).toBe("/occasions/birthday?sort=price_low");
    expect(await screen.findByText("Truffle Box 7")).toBeInTheDocument();
  });

  it("shows an unknown occasion as not found, not as a filter gone", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi(() => jsonResponse({ message: "Occasion not found" }, 404));
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={["/occasions/birthday?recipient=for-her"]}>
          <OccasionPage slug="birthday" occasions={[]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Occasion not found" })).toBeInTheDocument();
  });
});
