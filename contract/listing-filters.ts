/**
 * The filters every product listing offers (decision 26): category, occasion and search pages share
 * them, in the URL and on their API calls. Zod-free so the web's filter bar can import it.
 */

/** Price bands on the price the shopper pays, in paise, both bounds inclusive. */
export const priceBands = {
  "under-500": { label: "Under ₹500", min: 0, max: 49_999 },
  "500-999": { label: "₹500 – ₹999", min: 50_000, max: 99_999 },
  "1000-1999": { label: "₹1,000 – ₹1,999", min: 100_000, max: 199_999 },
  "2000-2999": { label: "₹2,000 – ₹2,999", min: 200_000, max: 299_999 },
  "3000-plus": { label: "₹3,000 and above", min: 300_000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type PriceBand = keyof typeof priceBands;
export const priceBandKeys = Object.keys(priceBands) as PriceBand[];

/** Search ranks by relevance unless the shopper asks for an order (decision 26). */
export const searchSorts = ["relevance", "-created_at", "price_low", "price_high"] as const;
export type SearchSort = (typeof searchSorts)[number];

export const listingFilterMessages = {
  pincodeAndDate: "Choose both a pincode and a date",
  occasionNotFound: "Occasion not found",
  categoryNotFound: "Category not found",
} as const;

/** The filter parameters, in the order they appear in a URL. */
export const listingFilterParams = ["price", "occasion", "recipient", "category", "pincode", "by"] as const;
