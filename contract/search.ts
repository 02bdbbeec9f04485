import { z } from "zod";
import { listingPage, productCard, productListingPage, searchText } from "./catalog";
import { defaultProductSort, productSorts } from "./catalog-rules";
import { idValue } from "./ids";
import { blankAsMissing, listingFilterShape, pincodeWithDate, pincodeWithDateIssue } from "./listing";
import { searchSorts } from "./listing-filters";

const sortMessage = `Sort must be one of ${searchSorts.join(", ")}`;

/** GET /products/search/?q=&sort=&page=&category= and the listing filters (decision 26). */
export const searchQuery = z
  .object({
    q: searchText,
    sort: z.preprocess(blankAsMissing, z.enum(searchSorts, { error: sortMessage }).default("relevance")),
    page: listingPage,
    category: z.preprocess(blankAsMissing, idValue("category").optional()),
    ...listingFilterShape,
  })
  .refine(pincodeWithDate, pincodeWithDateIssue);
export type SearchQuery = z.output<typeof searchQuery>;

/**
 * A page of results. `query` is the words looked for (the canonical `q`); `did_you_mean` the words
 * with typos corrected, when one was. With no result, `close_matches` (products matching any word)
 * and `popular` fill the page instead; both are empty otherwise. An empty `q` answers `popular` only.
 */
export const searchResponse = productListingPage.extend({
  query: z.string(),
  did_you_mean: z.string().nullable(),
  close_matches: z.array(productCard),
  popular: z.array(productCard),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** GET /products/search/suggestions/?q= */
export const suggestionsQuery = z.object({ q: searchText });

export const suggestionsResponse = z.object({
  query: z.string(),
  products: z.array(
    productCard.pick({
      id: true,
      name: true,
      main_image: true,
      price: true,
      discounted_price: true,
      stock: true,
    }),
  ),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  occasions: z.array(
    z.object({ slug: z.string(), title: z.string(), kind: z.enum(["occasion", "recipient"]) }),
  ),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>;

/** GET /products/occasions/{slug}/products/?sort=&search=&page= and the listing filters. */
export const occasionProductsQuery = z
  .object({
    sort: z.preprocess(
      blankAsMissing,
      z
        .enum(productSorts, { error: `Sort must be one of ${productSorts.join(", ")}` })
        .default(defaultProductSort),
    ),
    search: searchText,
    page: listingPage,
    ...listingFilterShape,
  })
  .refine(pincodeWithDate, pincodeWithDateIssue);
export type OccasionProductsQuery = z.output<typeof occasionProductsQuery>;

export const occasionProductsResponse = productListingPage.extend({
  occasion: z.object({
    slug: z.string(),
    kind: z.enum(["occasion", "recipient"]),
    title: z.string(),
    description: z.string(),
  }),
});
export type OccasionProductsResponse = z.infer<typeof occasionProductsResponse>;
