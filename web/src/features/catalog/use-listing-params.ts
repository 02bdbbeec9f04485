import { defaultProductSort, type ProductSort, productSorts } from "@contract/catalog-rules";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type ListingParams, listingQueryString } from "./api/get-category-products";
import { readListingFilters } from "./listing-filter-params";

/** The longest search the API takes (contract: categoryProductsQuery). */
export const maxSearchLength = 100;

function readSort(value: string | null): ProductSort {
  return productSorts.find((sort) => sort === value) ?? defaultProductSort;
}

export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The listing a URL's query asks for; anything unreadable is the default. */
export function readListingParams(searchParams: URLSearchParams): ListingParams {
  return {
    page: readPage(searchParams.get("page")),
    sort: readSort(searchParams.get("sort")),
    search: (searchParams.get("search") ?? "").trim().slice(0, maxSearchLength),
    ...readListingFilters(searchParams),
  };
}

/**
 * A listing's state in the URL, read by `read` and written back by `write`, so back/forward, reload
 * and shared links show the same listing. Any change but a page turn starts again from page 1.
 */
export function useUrlListing<Params extends { page: number }>(
  read: (searchParams: URLSearchParams) => Params,
  write: (params: Params) => string,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);

  const update = useCallback(
    (next: Partial<Params>, { replace = false } = {}) => {
      const page = next.page ?? 1;
      setSearchParams(new URLSearchParams(write({ ...params, ...next, page })), {
        replace,
        preventScrollReset: true,
      });
    },
    [params, setSearchParams, write],
  );

  return { params, update };
}

/** Page, sort, search and filters of a category or occasion listing (`?sort=price_low&price=under-500`). */
export function useListingParams() {
  return useUrlListing(readListingParams, listingQueryString);
}
