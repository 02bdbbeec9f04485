import { defaultProductSort, type ProductSort, productSorts } from "@contract/catalog-rules";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type ListingParams, listingQueryString } from "./api/get-category-products";

/** The longest search the API takes (contract: categoryProductsQuery). */
export const maxSearchLength = 100;

function readSort(value: string | null): ProductSort {
  return productSorts.find((sort) => sort === value) ?? defaultProductSort;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The listing a URL's query asks for; anything unreadable is the default. */
export function readListingParams(searchParams: URLSearchParams): ListingParams {
  return {
    page: readPage(searchParams.get("page")),
    sort: readSort(searchParams.get("sort")),
    search: (searchParams.get("search") ?? "").trim().slice(0, maxSearchLength),
  };
}

/**
 * Page, sort and search live in the URL (`?page=2&sort=price_low&search=kaju`), so back/forward,
 * reload and shared links show the same listing.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListingParams(searchParams), [searchParams]);

  const update = useCallback(
    (next: Partial<ListingParams>, { replace = false } = {}) => {
      // A new search or sort starts again from the first page.
      const page = next.page ?? 1;
      setSearchParams(new URLSearchParams(listingQueryString({ ...params, ...next, page })), {
        replace,
        preventScrollReset: true,
      });
    },
    [params, setSearchParams],
  );

  return { params, update };
}
