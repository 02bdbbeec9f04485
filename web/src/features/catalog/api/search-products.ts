import type { SearchResponse } from "@contract/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, retryUnlessNotFound } from "@web/lib/http";
import { type SearchParams, searchQueryString } from "../search-params";

/** GET /products/search/: a page of results, or close matches and popular gifts when there is none. */
export function searchProducts(params: SearchParams): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(`/products/search/${searchQueryString(params)}`);
}

/** The page shows its own failures (a filter gone, 'Failed to load products'), so no toast. */
export const searchProductsQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ["search-products", params],
    queryFn: () => searchProducts(params),
    meta: { silent: true },
    retry: retryUnlessNotFound,
  });

/** Keeps showing the previous page while the next one loads, so the grid doesn't flash. */
export function useSearchProducts(params: SearchParams) {
  return useQuery({ ...searchProductsQueryOptions(params), placeholderData: keepPreviousData });
}
