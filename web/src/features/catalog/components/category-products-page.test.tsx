import type { CategoryProductsResponse } from "@contract/catalog";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createQueryClient } from "@web/lib/query-client";
import { toast } from "@web/lib/toast";
import { listingPage, productCard } from "@web/test/catalog-fixtures";
import { LocationProbe } from "@web/test/location-probe";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CategoryProductsPage } from "./category-products-page";
import { searchDelayMs } from "./listing-search";

type Answer = (query: URLSearchParams) => CategoryProductsResponse | Response;

/** Answers the listing endpoint from its query; records every listing URL asked for. */
function mockListing(answer: Answer) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://shop.test");
      if (parsed.pathname === "/api/products/categories/") return jsonResponse({ results: [] });
      if (parsed.pathname !== "/api/products/categories/1/products/") return jsonResponse({}, 404);
      asked.push(parsed.search);
      const body = answer(parsed.searchParams);
      return body instanceof Response ? body : jsonResponse(body);
    }),
  );
  return asked;
}

function renderListing(route = "/categories/1", client = testQueryClient()) {
  const categoryId = route.split(/[/?]/)[2] ?? "";
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <CategoryProductsPage categoryId={categoryId} occasions={[]} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId("location").textContent;
const cardNames = () =>
  within(screen.getByRole("list", { name: "Products" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

describe("CategoryProductsPage", () => {
  it("shows the category's name, its count and a card per product", async () => {
    mockListing(() => listingPage([productCard(1), productCard(2)]));
    renderListing();
    expect(await screen.findByRole("heading", { level: 1, name: "Chocolate Boxes" })).toBeInTheDocument();
    expect(screen.getByText("2 products")).toBeInTheDocument();
    expect(cardNames()).toEqual(["Truffle Box 1", "Truffle Box 2"]);
    expect(document.title).toBe("Chocolate Boxes · Mithaas");
  });

  it("says 'product' for one", async () => {
    mockListing(() => listingPage([productCard(1)]));
    renderListing();
    expect(await screen.findByText("1 product")).toBeInTheDocument();
  });

  it("sends the search 500 ms after typing stops, into the URL and the request", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = mockListing((query) =>
      query.get("search") === "kaju"
        ? listingPage([productCard(3, { name: "Kaju Katli" })])
        : listingPage([productCard(1), productCard(2)]),
    );
    renderListing();
    await screen.findByText("2 products");
    const box = screen.getByRole("searchbox", { name: "Search products" });
    fireEvent.change(box, { target: { value: "ka" } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: "kaju" } });
    act(() => vi.advanceTimersByTime(searchDelayMs - 1));
    expect(location()).toBe("/categories/1");
    expect(asked).toEqual([""]);

    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe("/categories/1?search=kaju");
    await waitFor(() => expect(cardNames()).toEqual(["Kaju Katli"]));
    expect(asked).toEqual(["", "?search=kaju"]);
  });

  it("clears the search at once with the clear button", async () => {
    mockListing(() => listingPage([productCard(1)]));
    renderListing("/categories/1?search=kaju&sort=price_low");
    expect(await screen.findByRole("searchbox")).toHaveValue("kaju");
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(location()).toBe("/categories/1?sort=price_low");
  });

  it("puts the sort in the URL and asks the server for it, starting again at page 1", async () => {
    const asked = mockListing(() => listingPage([productCard(1)], { count: 30 }));
    renderListing("/categories/1?page=2");
    await screen.findByText("30 products");
    const select = screen.getByRole("combobox", { name: "Sort products" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Latest", "Price: Low to High", "Price: High to Low"]);
    fireEvent.change(select, { target: { value: "price_high" } });
    expect(location()).toBe("/categories/1?sort=price_high");
    await waitFor(() => expect(asked).toContain("?sort=price_high"));
  });

  it("moves between pages with Previous and Next, keeping sort and search", async () => {
    const asked = mockListing((query) => {
      const page = Number(query.get("page") ?? 1);
      return listingPage([productCard(page * 100)], {
        count: 50,
        next: page < 3 ? `/api/products/categories/1/products/?page=${page + 1}` : null,
        previous: page > 1 ? `/api/products/categories/1/products/?page=${page - 1}` : null,
      });
    });
    renderListing("/categories/1?sort=price_low&search=box");
    await screen.findByText("Truffle Box 100");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByText(/Page/).textContent).toBe("Page 1 of 3");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(location()).toBe("/categories/1?sort=price_low&search=box&page=2");
    expect(await screen.findByText("Truffle Box 200")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled());

    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(location()).toBe("/categories/1?sort=price_low&search=box");
    expect(await screen.findByText("Truffle Box 100")).toBeInTheDocument();
    expect(asked.slice(0, 2)).toEqual(["?sort=price_low&search=box", "?sort=price_low&search=box&page=2"]);
  });

  it("greys out-of-stock cards and labels them", async () => {
    mockListing(() => listingPage([productCard(1, { stock: 0 }), productCard(2)]));
    renderListing();
    const [soldOut, inStock] = await screen.findAllByRole("link", { name: /Truffle Box/ });
    expect(soldOut).toHaveTextContent("Out of Stock");
    expect(soldOut?.querySelector("img")).toHaveClass("grayscale");
    expect(inStock).not.toHaveTextContent("Out of Stock");
  });

  it("offers to clear a search that matches nothing", async () => {
    mockListing((query) => listingPage(query.get("search") ? [] : [productCard(1)]));
    renderListing("/categories/1?search=zzz");
    const empty = await screen.findByText("No products match “zzz”");
    const emptyState = empty.parentElement as HTMLElement;
    fireEvent.click(within(emptyState).getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("1 product")).toBeInTheDocument();
    expect(location()).toBe("/categories/1");
  });

  it("says 'Failed to load products' when the listing fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockListing(() => jsonResponse({ message: "boom" }, 500));
    renderListing();
    // One retry a second later (a 500 may be a hiccup), then the failure.
    expect(await screen.findByText("Failed to load products", {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each([
    ["a category that does not exist", "/categories/999"],
    ["an id that cannot be one", "/categories/chocolates"],
  ])("shows one not-found state for %s: no title skeleton, no toast, no retry", async (_case, route) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = vi.spyOn(toast, "error");
    const asked = mockListing(() => jsonResponse({}, 200));
    const { container } = renderListing(route, createQueryClient());
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse categories" })).toHaveAttribute("href", "/categories");
    expect(container.querySelector(".animate-pulse")).toBeNull();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(document.title).toBe("Category not found · Mithaas");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it("puts a heading in place of the title skeleton when the listing fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockListing(() => jsonResponse({ message: "boom" }, 500));
    const { container } = renderListing();
    expect(await screen.findByText("Failed to load products", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Products" })).toBeInTheDocument();
    expect(container.querySelector(".animate-pulse")).toBeNull();
  });
});
