import type { SuggestionsResponse } from "@contract/search";
import { maxSearchLength } from "@contract/search-text";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { LocationProbe } from "@web/test/location-probe";
import { deferred } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { HeaderSearch, SearchButton } from "./header-search";
import { suggestionPauseMs } from "./use-suggestions";

const answer: SuggestionsResponse = {
  query: "choc",
  products: [
    {
      id: 1,
      name: "Dark Truffles",
      main_image: "/media/a.jpg",
      price: "499.00",
      discounted_price: null,
      stock: 3,
    },
    {
      id: 2,
      name: "Chocolate Box",
      main_image: "/media/b.jpg",
      price: "999.00",
      discounted_price: "849.00",
      stock: 1,
    },
  ],
  categories: [{ id: 4, name: "Chocolate Boxes" }],
  occasions: [{ slug: "birthday", title: "Birthday", kind: "occasion" }],
};

/** Answers suggestions through `reply` (at once unless it returns a pending promise); records the words asked. */
function mockSuggestions(
  reply: (words: string) => Response | Promise<Response> = () => jsonResponse(answer),
) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const parsed = new URL(url, "http://shop.test");
      if (parsed.pathname !== "/api/products/search/suggestions/") return jsonResponse({}, 404);
      const words = parsed.searchParams.get("q") ?? "";
      asked.push(words);
      return reply(words);
    }),
  );
  return asked;
}

function renderSearch(ui = <HeaderSearch />) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={["/"]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId("location").textContent;

/** Focuses the plain field, which swaps in the combobox. */
async function openCombobox() {
  act(() => screen.getByRole("searchbox", { name: "Search for gifts" }).focus());
  const box = await screen.findByRole("combobox", { name: "Search for gifts" });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

function type(box: HTMLElement, text: string, wait = suggestionPauseMs) {
  fireEvent.change(box, { target: { value: text } });
  act(() => vi.advanceTimersByTime(wait));
}

describe("HeaderSearch", () => {
  it("is a plain search form to /search before its code loads", () => {
    renderSearch();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("action", "/search");
    const field = within(form).getByRole("searchbox", { name: "Search for gifts" });
    expect(field).toHaveAttribute("name", "q");
    expect(field).toHaveAttribute("maxLength", String(maxSearchLength));
  });

  it("keeps what was typed and the focus when the combobox takes over", async () => {
    mockSuggestions();
    renderSearch();
    const plain = screen.getByRole("searchbox", { name: "Search for gifts" });
    fireEvent.change(plain, { target: { value: "kaju" } });
    plain.focus();
    const box = await screen.findByRole("combobox", { name: "Search for gifts" });
    expect(box).toHaveValue("kaju");
    expect(box).toHaveFocus();
  });

  it("asks 250 ms after typing pauses, for the words typed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = mockSuggestions();
    renderSearch();
    const box = await openCombobox();
    type(box, "ch", 200);
    type(box, "Choc ", 200);
    expect(asked).toEqual([]);
    act(() => vi.advanceTimersByTime(50));
    await waitFor(() => expect(asked).toEqual(["choc"]));
    expect(await screen.findByRole("listbox", { name: "Suggestions" })).toBeInTheDocument();
  });

  it("asks nothing for fewer than two letters of search words", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = mockSuggestions();
    renderSearch();
    const box = await openCombobox();
    type(box, "a");
    type(box, "the ");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("never has two requests in flight: the latest words go out once the slow answer settles", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const slow = deferred<Response>();
    const asked = mockSuggestions((words) =>
      words === "choc" ? slow.promise : jsonResponse({ ...answer, query: words }),
    );
    renderSearch();
    const box = await openCombobox();
    type(box, "choc");
    await waitFor(() => expect(asked).toEqual(["choc"]));

    type(box, "choco", 400);
    type(box, "chocol", 400);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(["choc"]);

    await act(async () => slow.resolve(jsonResponse(answer)));
    await waitFor(() => expect(asked).toEqual(["choc", "chocol"]));
  });

  it("walks the grouped rows with ↑/↓ (aria-activedescendant) and opens the chosen one with Enter", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockSuggestions();
    renderSearch();
    const box = await openCombobox();
    type(box, "choc");
    const list = await screen.findByRole("listbox", { name: "Suggestions" });
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(
      within(list)
        .getAllByRole("group")
        .map((group) => group.getAttribute("aria-labelledby")),
    ).toHaveLength(3);
    expect(within(list).getByRole("group", { name: "Products" })).toBeInTheDocument();
    expect(within(list).getByRole("group", { name: "Occasions" })).toHaveTextContent("Birthday");
    expect(await screen.findByText("4 suggestions")).toBeInTheDocument();
    const options = within(list).getAllByRole("option");
    expect(options[1]).toHaveTextContent("Chocolate Box₹849");
    expect(box).not.toHaveAttribute("aria-activedescendant");

    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(box).toHaveAttribute("aria-activedescendant", options[3]?.id);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box).toHaveAttribute("aria-activedescendant", options[1]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "false");

    fireEvent.keyDown(box, { key: "Enter" });
    expect(location()).toBe("/product/2");
    expect(box).toHaveAttribute("aria-expanded", "false");
  });

  it("opens /search for the words typed on Enter without a chosen row", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockSuggestions();
    renderSearch();
    const box = await openCombobox();
    type(box, "Kaju Katli!");
    await screen.findByRole("listbox");
    fireEvent.keyDown(box, { key: "Enter" });
    expect(location()).toBe("/search?q=kaju+katli");
  });

  it("closes the list with Escape, then clears the field", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockSuggestions();
    renderSearch();
    const box = await openCombobox();
    type(box, "choc");
    await screen.findByRole("listbox");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box).toHaveValue("");
  });

  it("opens a picked row on click", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockSuggestions();
    renderSearch();
    const box = await openCombobox();
    type(box, "choc");
    fireEvent.click(await screen.findByRole("option", { name: /Birthday/ }));
    expect(location()).toBe("/occasions/birthday");
  });
});

describe("SearchButton", () => {
  it("is a link to /search that opens the full-screen search, closed again by Escape", async () => {
    mockSuggestions();
    renderSearch(<SearchButton />);
    const link = screen.getByRole("link", { name: "Search" });
    expect(link).toHaveAttribute("href", "/search");
    fireEvent.click(link);
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    const box = within(dialog).getByRole("combobox", { name: "Search for gifts" });
    await waitFor(() => expect(box).toHaveFocus());
    expect(location()).toBe("/");
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
