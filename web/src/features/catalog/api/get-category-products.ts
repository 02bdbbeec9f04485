import type { CategoryProductsResponse } from "@contract/catalog";
import { defaultProductSort, type ProductSort } from "@contract/catalog-rules";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, retryUnlessNotFound } from "@web/lib/http";
import { type ListingFilterValues, writeListingFilters } from "../listing-filter-params";

export type ListingParams = { page: number; sort: ProductSort; search: string } & ListingFilterValues;

/** Only what differs from the defaults goes on the wire, so equal listings share one cached URL. */
export function listingQueryString({ page, sort, search, ...filters }: ListingParams): string {
  const query = new URLSearchParams();
  if (sort !== defaultProductSort) query.set("sort", sort);
  if (search) query.set("search", search);
  writeListingFilters(query, filters);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

export function getCategoryProducts(
  categoryId: string,
  params: ListingParams,
): Promise<CategoryProductsResponse> {
  return apiRequest<CategoryProductsResponse>(
    `/products/categories/${encodeURIComponent(categoryId)}/products/${listingQueryString(params)}`,
  );
}

/** The listing shows its failures itself (a not-found state, or 'Failed to load products'), so no toast. */
export const categoryProductsQueryOptions = (categoryId: string, params: ListingParams) =>
  queryOptions({
    queryKey: ["category-products", categoryId, params],
    queryFn: () => getCategoryProducts(categoryId, params),
    meta: { silent: true },
    retry: retryUnlessNotFound,
  });

/** Keeps showing the previous page while the next one loads, so the grid doesn't flash. */
export function useCategoryProducts(categoryId: string, params: ListingParams, enabled = true) {
  return useQuery({
    ...categoryProductsQueryOptions(categoryId, params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
