import { type SearchSort, searchSorts } from "@contract/listing-filters";
import { searchKey } from "@contract/search-text";
import { type ListingFilterValues, readListingFilters, writeListingFilters } from "./listing-filter-params";
import { readPage } from "./use-listing-params";

export type SearchParams = { q: string; sort: SearchSort; page: number } & ListingFilterValues;

/**
 * What `/search` shows for a URL's query. `q` is read as its search words (`searchKey`), the form the
 * server renders and caches the page under, so "Kaju Katli!" and "kaju katli" are one page and the
 * server and the browser show the same words.
 */
export function readSearchParams(searchParams: URLSearchParams): SearchParams {
  const sort = searchParams.get("sort");
  return {
    q: searchKey(searchParams.get("q") ?? ""),
    sort: searchSorts.find((known) => known === sort) ?? "relevance",
    page: readPage(searchParams.get("page")),
    ...readListingFilters(searchParams),
  };
}

/** Only what differs from the defaults is written, so equal searches share one URL and one cache entry. */
export function searchQueryString({ q, sort, page, ...filters }: SearchParams): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (sort !== "relevance") query.set("sort", sort);
  writeListingFilters(query, filters);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
