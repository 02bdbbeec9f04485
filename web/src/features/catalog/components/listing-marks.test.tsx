import type { CategoryProductsResponse } from "@contract/catalog";
import type { DeliveryReachResponse } from "@contract/delivery";
import type { SearchResponse } from "@contract/search";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { lastPincodeKey } from "@web/lib/last-pincode";
import { listingPage, productCard } from "@web/test/catalog-fixtures";
import { jsonResponse, testQueryClient } from "@web/test/render";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { categoryProductsQueryOptions } from "../api/get-category-products";
import { readListingParams } from "../use-listing-params";
import { CategoryProductsPage } from "./category-products-page";
import { SearchPage } from "./search-page";

const cake = productCard(1, { name: "Chocolate Truffle Cake", is_perishable: true, max_days_ahead: 3 });
const katli = productCard(2, { name: "Kaju Katli" });
const soldOutCake = productCard(3, { name: "Red Velvet Cake", is_perishable: true, stock: 0 });
const cakes = listingPage([cake, katli, soldOutCake], { category_name: "Cakes" });

/** Hyderabad as the demo serves it: by courier in two days, with no hand delivery for cakes. */
function reachOf(pincode: string, overrides: Partial<DeliveryReachResponse> = {}): DeliveryReachResponse {
  return {
    pincode,
    place: null,
    available: true,
    today: "2026-12-20",
    courier_earliest: "2026-12-22",
    hand_earliest: null,
    hand_area: null,
    ...overrides,
  };
}

/** Answers the listing, the categories and the reach of any pincode; records the pincodes asked. */
function mockShop(reach: (pincode: string) => DeliveryReachResponse, listing: unknown = cakes) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://shop.test");
      if (parsed.pathname === "/api/orders/delivery/reach/") {
        const pincode = parsed.searchParams.get("pincode") ?? "";
        asked.push(pincode);
        return jsonResponse(reach(pincode));
      }
      if (parsed.pathname === "/api/products/categories/") return jsonResponse({ results: [] });
      if (parsed.pathname === "/api/products/categories/1/products/") return jsonResponse(listing);
      if (parsed.pathname === "/api/products/search/") return jsonResponse(listing);
      return jsonResponse({}, 404);
    }),
  );
  return asked;
}

function page(client: QueryClient, route = "/categories/1", ui?: ReactElement) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {ui ?? <CategoryProductsPage categoryId="1" occasions={[]} />}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The card named `name`, once the listing has arrived. */
async function card(name: string) {
  const item = (await screen.findByRole("heading", { level: 2, name })).closest("li");
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

describe("listing marks", () => {
  it("marks an in-stock perishable that a courier-only pincode cannot get, and nothing else", async () => {
    localStorage.setItem(lastPincodeKey, "500001");
    const asked = mockShop((pincode) => reachOf(pincode));
    render(page(testQueryClient()));
    expect(
      await (await card("Chocolate Truffle Cake")).findByText("Not delivered to 500001"),
    ).toBeInTheDocument();
    expect((await card("Kaju Katli")).queryByText(/Not delivered/)).not.toBeInTheDocument();
    expect((await card("Red Velvet Cake")).getByText("Out of Stock")).toBeInTheDocument();
    expect((await card("Red Velvet Cake")).queryByText(/Not delivered/)).not.toBeInTheDocument();
    expect((await card("Chocolate Truffle Cake")).getByText("₹999")).toBeInTheDocument();
    expect(screen.queryByText(/We don't deliver/)).not.toBeInTheDocument();
    expect(asked).toEqual(["500001"]);
  });

  it("leaves a cake unmarked where hand delivery arrives while it is fresh, not one that keeps a day", async () => {
    localStorage.setItem(lastPincodeKey, "411004");
    const pastry = productCard(4, { name: "Fresh Cream Pastry", is_perishable: true, max_days_ahead: 0 });
    mockShop((pincode) => reachOf(pincode, { hand_earliest: "2026-12-21" }), listingPage([cake, pastry]));
    render(page(testQueryClient()));
    expect(
      await (await card("Fresh Cream Pastry")).findByText("Not delivered to 411004"),
    ).toBeInTheDocument();
    expect((await card("Chocolate Truffle Cake")).queryByText(/Not delivered/)).not.toBeInTheDocument();
  });

  it("says once above the grid that an unserved pincode gets nothing, and marks no card", async () => {
    localStorage.setItem(lastPincodeKey, "403001");
    mockShop((pincode) => reachOf(pincode, { available: false, courier_earliest: null }));
    render(page(testQueryClient()));
    expect(await screen.findByText("We don't deliver to 403001 yet")).toBeInTheDocument();
    expect(screen.getAllByText(/deliver/)).toHaveLength(1);
    expect(screen.getByRole("list", { name: "Products" })).toBeInTheDocument();
  });

  it("marks nothing and asks no reach without a remembered pincode", async () => {
    localStorage.setItem(lastPincodeKey, "hello");
    const asked = mockShop((pincode) => reachOf(pincode));
    render(page(testQueryClient()));
    await screen.findByRole("heading", { level: 2, name: "Chocolate Truffle Cake" });
    expect(screen.queryByText(/deliver/i)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("marks the search page's results too", async () => {
    localStorage.setItem(lastPincodeKey, "500001");
    const results: SearchResponse = {
      ...cakes,
      query: "cake",
      did_you_mean: null,
      close_matches: [],
      popular: [],
    };
    mockShop((pincode) => reachOf(pincode), results);
    render(page(testQueryClient(), "/search?q=cake", <SearchPage occasions={[]} />));
    expect(
      await (await card("Chocolate Truffle Cake")).findByText("Not delivered to 500001"),
    ).toBeInTheDocument();
    expect((await card("Kaju Katli")).queryByText(/Not delivered/)).not.toBeInTheDocument();
  });

  it("arrives from the server unmarked and gains its marks after hydration in the same cards", async () => {
    localStorage.setItem(lastPincodeKey, "500001");
    mockShop((pincode) => reachOf(pincode));
    const client = testQueryClient();
    const params = readListingParams(new URLSearchParams());
    client.setQueryData<CategoryProductsResponse>(categoryProductsQueryOptions("1", params).queryKey, cakes);
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(client));
    document.body.append(container);
    expect(container.textContent).toContain("Chocolate Truffle Cake");
    expect(container.textContent).not.toContain("Not delivered");
    const served = [...container.querySelectorAll("li")];

    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page(client), { onRecoverableError: recoverable }),
    );
    await waitFor(() => expect(container.textContent).toContain("Not delivered to 500001"));
    expect([...container.querySelectorAll("li")]).toEqual(served);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
