import type { SearchResponse } from "@contract/search";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { productCard } from "@web/test/catalog-fixtures";
import { LocationProbe } from "@web/test/location-probe";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { SearchPage } from "./search-page";

function answer(overrides: Partial<SearchResponse> = {}): SearchResponse {
  const results = overrides.results ?? [productCard(1, { name: "Dark Chocolate Box" })];
  return {
    count: results.length,
    results,
    next: null,
    previous: null,
    query: "",
    did_you_mean: null,
    close_matches: [],
    popular: [],
    ...overrides,
  };
}

/** Answers GET /products/search/ from its query; records every query asked. */
function mockSearch(reply: (query: URLSearchParams) => SearchResponse | Response) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://shop.test");
      if (parsed.pathname !== "/api/products/search/") return jsonResponse({}, 404);
      asked.push(parsed.search);
      const body = reply(parsed.searchParams);
      return body instanceof Response ? body : jsonResponse(body);
    }),
  );
  return asked;
}

function renderSearch(route: string) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <SearchPage occasions={[]} />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("SearchPage", () => {
  it("looks for the words as the server keys them, and shows what it corrected", async () => {
    const asked = mockSearch((query) =>
      answer({
        query: query.get("q") ?? "",
        did_you_mean: "chocolate",
        count: 30,
        next: "/api/products/search/?q=choclate&page=2",
      }),
    );
    renderSearch("/search?q=%20Choclate!!&utm_source=mail");
    expect(
      await screen.findByRole("heading", { level: 1, name: "30 results for “choclate”" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent("Showing results for “chocolate”");
    expect(screen.getByRole("searchbox", { name: "Search for gifts" })).toHaveValue("choclate");
    expect(asked).toEqual(["?q=choclate"]);
    expect(document.title).toBe("“choclate” · Mithaas");
  });

  it("sorts by relevance first and turns pages like a category", async () => {
    const asked = mockSearch((query) => {
      const page = Number(query.get("page") ?? 1);
      return answer({
        results: [productCard(page * 10)],
        count: 50,
        next: page < 3 ? `/api/products/search/?page=${page + 1}` : null,
        previous: page > 1 ? `/api/products/search/?page=${page - 1}` : null,
      });
    });
    renderSearch("/search?q=box");
    await screen.findByText("Truffle Box 10");
    const sort = screen.getByRole("combobox", { name: "Sort products" });
    expect(sort).toHaveValue("relevance");
    expect(
      within(sort)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Relevance", "Latest", "Price: Low to High", "Price: High to Low"]);

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(location()).toBe("/search?q=box&page=2");
    expect(await screen.findByText("Truffle Box 20")).toBeInTheDocument();

    fireEvent.change(sort, { target: { value: "price_low" } });
    expect(location()).toBe("/search?q=box&sort=price_low");
    await waitFor(() => expect(asked).toContain("?q=box&sort=price_low"));
  });

  it("searches again from its own box, keeping the sort, from page 1", async () => {
    mockSearch((query) => answer({ query: query.get("q") ?? "" }));
    renderSearch("/search?q=box&sort=price_high&page=3");
    const box = await screen.findByRole("searchbox", { name: "Search for gifts" });
    fireEvent.change(box, { target: { value: "Kaju Katli" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(location()).toBe("/search?q=kaju+katli&sort=price_high");
  });

  it("offers close matches and popular gifts when nothing matches", async () => {
    mockSearch(() =>
      answer({
        results: [],
        count: 0,
        query: "truffel zzq",
        close_matches: [productCard(5, { name: "Truffle Tower" })],
        popular: [productCard(6, { name: "Kaju Katli Box" })],
      }),
    );
    renderSearch("/search?q=truffel+zzq");
    expect(await screen.findByText("No gifts match “truffel zzq”")).toBeInTheDocument();
    const close = screen.getByRole("region", { name: "Close matches" });
    expect(within(close).getByRole("link", { name: /Truffle Tower/ })).toHaveAttribute("href", "/product/5");
    const popular = screen.getByRole("region", { name: "Popular gifts" });
    expect(within(popular).getByRole("link", { name: /Kaju Katli Box/ })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "0 results for “truffel zzq”" }),
    ).toBeInTheDocument();
  });

  it("shows popular gifts, with no sort or filters, when no words are given", async () => {
    const asked = mockSearch(() =>
      answer({ results: [], count: 0, popular: [productCard(6, { name: "Kaju Katli Box" })] }),
    );
    renderSearch("/search?q=the+gifts");
    expect(await screen.findByRole("heading", { level: 1, name: "Popular gifts" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Kaju Katli Box" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Sort products" })).not.toBeInTheDocument();
    expect(asked).toEqual([""]);
  });

  it("offers to clear filters that match nothing", async () => {
    mockSearch((query) =>
      query.get("price") ? answer({ results: [], count: 0, query: "box" }) : answer({ query: "box" }),
    );
    renderSearch("/search?q=box&price=3000-plus");
    const empty = await screen.findByText("No gifts match “box” with these filters");
    fireEvent.click(
      within(empty.parentElement as HTMLElement).getByRole("button", { name: "Clear filters" }),
    );
    expect(location()).toBe("/search?q=box");
    expect(await screen.findByText("Dark Chocolate Box")).toBeInTheDocument();
  });
});
