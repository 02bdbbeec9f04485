import type { OccasionProductsResponse } from "@contract/search";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, retryUnlessNotFound } from "@web/lib/http";
import { type ListingParams, listingQueryString } from "./get-category-products";

/** GET /products/occasions/{slug}/products/: an occasion's or a recipient's listing. */
export function getOccasionProducts(slug: string, params: ListingParams): Promise<OccasionProductsResponse> {
  return apiRequest<OccasionProductsResponse>(
    `/products/occasions/${encodeURIComponent(slug)}/products/${listingQueryString(params)}`,
  );
}

/** The page shows its own failures (not found, a filter gone, 'Failed to load products'), so no toast. */
export const occasionProductsQueryOptions = (slug: string, params: ListingParams) =>
  queryOptions({
    queryKey: ["occasion-products", slug, params],
    queryFn: () => getOccasionProducts(slug, params),
    meta: { silent: true },
    retry: retryUnlessNotFound,
  });

/** Keeps showing the previous page while the next one loads, so the grid doesn't flash. */
export function useOccasionProducts(slug: string, params: ListingParams) {
  return useQuery({ ...occasionProductsQueryOptions(slug, params), placeholderData: keepPreviousData });
}
