import { isIndiaDate } from "@contract/india-time";
import { listingFilterParams, type PriceBand, priceBandKeys } from "@contract/listing-filters";
import { pincodePattern } from "@contract/pincode";

/**
 * The filters of the category, occasion and search listings (decision 26) as the URL carries them;
 * "" is "not chosen". `category` is the search API's alone and no page offers it, so it is not read.
 */
export type ListingFilterValues = {
  price: PriceBand | "";
  occasion: string;
  recipient: string;
  pincode: string;
  by: string;
};

export const noListingFilters: ListingFilterValues = {
  price: "",
  occasion: "",
  recipient: "",
  pincode: "",
  by: "",
};

/** The filters in the order they are written, as the contract lists them. */
const filterKeys = listingFilterParams.filter(
  (key): key is keyof ListingFilterValues => key in noListingFilters,
);

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const readSlug = (value: string | null) =>
  value && value.length <= 60 && slugPattern.test(value) ? value : "";

/** The filters a URL asks for; an unreadable value is "not chosen", and a pincode needs its date. */
export function readListingFilters(searchParams: URLSearchParams): ListingFilterValues {
  const price = searchParams.get("price");
  const pincode = searchParams.get("pincode") ?? "";
  const by = searchParams.get("by") ?? "";
  const reach = pincodePattern.test(pincode) && isIndiaDate(by);
  return {
    price: priceBandKeys.find((band) => band === price) ?? "",
    occasion: readSlug(searchParams.get("occasion")),
    recipient: readSlug(searchParams.get("recipient")),
    pincode: reach ? pincode : "",
    by: reach ? by : "",
  };
}

/** Adds the chosen filters to a query, in the contract's order. */
export function writeListingFilters(query: URLSearchParams, filters: ListingFilterValues): void {
  for (const key of filterKeys) {
    if (filters[key]) query.set(key, filters[key]);
  }
}

export function hasListingFilters(filters: ListingFilterValues): boolean {
  return chosenFilterCount(filters) > 0;
}

/** How many filters are chosen; a pincode and its date are one. */
export function chosenFilterCount(filters: ListingFilterValues): number {
  return filterKeys.filter((key) => key !== "by" && filters[key] !== "").length;
}

/**
 * Decision 26 "Rendering": an answer that depends on the pincode and the clock is never rendered by
 * the server, so such a page is left to the browser.
 */
export function dependsOnReach(filters: ListingFilterValues): boolean {
  return filters.pincode !== "";
}
