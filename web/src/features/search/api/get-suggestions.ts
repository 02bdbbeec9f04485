import type { SuggestionsResponse } from "@contract/search";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /products/search/suggestions/?q=: up to 6 products, 3 categories and 3 occasions. */
export function getSuggestions(words: string): Promise<SuggestionsResponse> {
  return apiRequest<SuggestionsResponse>(`/products/search/suggestions/?q=${encodeURIComponent(words)}`);
}

/**
 * Keyed by the search words (`searchKey`), so "Kaju " and "kaju" share an answer. A failure just
 * leaves the list closed: the field still searches on Enter, so no toast and no retry.
 */
export const suggestionsQueryOptions = (words: string) =>
  queryOptions({
    queryKey: ["search-suggestions", words],
    queryFn: () => getSuggestions(words),
    meta: { silent: true },
    retry: false,
  });
