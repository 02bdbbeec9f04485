// The search figures of decision 26 ("Bench"): what is loaded, beside the category listing.
import type { Vary } from "./load";

export type Target = { label: string; path: string; vary?: Vary };

/** The search box's lazily imported part, as the browser build's Vite manifest names it. */
export const searchBoxSource = "src/features/search/search-combobox.tsx";

/** One query again and again: answered from the public cache after the first. */
export const cachedSearch: Target = {
  label: "GET /api/products/search/?q=chocolate",
  path: "/api/products/search/?q=chocolate",
};

/** A text of its own in every request, so most miss the cache and the database answers: the DB-bound figures. */
export function variedTargets(categoryId: number | undefined, words: string[]): Target[] {
  return [
    {
      label: "GET /api/products/search/?q= (varied)",
      path: "/api/products/search/",
      vary: { param: "q", words, shape: "pair" },
    },
    {
      label: "GET /api/products/search/suggestions/?q= (varied)",
      path: "/api/products/search/suggestions/",
      vary: { param: "q", words, shape: "prefix" },
    },
    {
      label: "GET /api/products/categories/{id}/products/?search= (varied)",
      path: `/api/products/categories/${categoryId}/products/`,
      vary: { param: "search", words, shape: "pair" },
    },
  ];
}

export const variedNote = (words: number) =>
  `"(varied)" rows: every request a text of its own from ${words} words of the generated names, so most miss\n` +
  "the cache: search and the listing's ?search= two words, one request in five with two letters swapped;\n" +
  "suggestions 2–6 letters of a word being typed, after one whole word in half the requests.";
