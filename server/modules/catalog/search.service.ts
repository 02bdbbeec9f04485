import { listingFilterMessages } from "@contract/listing-filters";
import { type SearchQuery, type SearchResponse, searchResponse } from "@contract/search";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { findActiveCategory } from "./catalog.repository";
import { queryKey } from "./listing.service";
import { filterCriteria, reachCriteria } from "./listing-criteria";
import { loadListingPage, pagePath } from "./listing-page";
import { type BestSellers, popularProducts } from "./popular-products";
import { imageKeysByProduct, toProductCard } from "./product-cards.service";
import { type ListingCriteria, listListing, type ReachBy } from "./product-listing.repository";
import { matcherFor } from "./search-matcher";

export type { BestSellers } from "./popular-products";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache" | "now">;

const closeMatchesShown = 8;
const path = "/api/products/search/";

/** Up to 8 in-stock products matching any word: what an empty result offers instead of nothing. */
async function closeMatches(
  deps: Deps,
  criteria: ListingCriteria & { text: { query: string; exact: string } },
) {
  const rows = await listListing(deps.db, { ...criteria, inStock: true }, "relevance", {
    limit: closeMatchesShown,
    offset: 0,
  });
  const images = await imageKeysByProduct(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProductCard(row, images.get(row.id) ?? [], deps.storage));
}

async function loadSearch(
  deps: Deps,
  query: SearchQuery,
  reach: ReachBy | undefined,
  bestSellers: BestSellers,
): Promise<SearchResponse> {
  if (query.category !== undefined && !(await findActiveCategory(deps.db, query.category))) {
    throw notFound(listingFilterMessages.categoryNotFound);
  }
  const filters = await filterCriteria(deps, query);
  const { words, plan } = await matcherFor(deps, query.q);
  const empty = { count: 0, results: [], next: null, previous: null, did_you_mean: null, close_matches: [] };
  if (!plan) {
    return searchResponse.parse({
      ...empty,
      query: words.join(" "),
      popular: await popularProducts(deps, bestSellers),
    });
  }
  const criteria = {
    ...filters,
    ...(query.category === undefined ? {} : { categoryId: query.category }),
    text: { query: plan.query, exact: plan.exact },
    ...(reach ? { reach } : {}),
  };
  const page = await loadListingPage(deps, criteria, query.sort, query.page, (page) =>
    pagePath(path, { ...query, page }, page),
  );
  const nothing = page.count === 0;
  return searchResponse.parse({
    ...page,
    query: words.join(" "),
    did_you_mean: plan.didYouMean,
    close_matches: nothing
      ? await closeMatches(deps, { ...criteria, text: { query: plan.anyGroup, exact: plan.exact } })
      : [],
    popular: nothing ? await popularProducts(deps, bestSellers) : [],
  });
}

/** GET /products/search/: one page of results, serialised once per catalogue version. */
export async function searchProducts(
  deps: Deps,
  query: SearchQuery,
  now: Date,
  bestSellers: BestSellers,
): Promise<CachedJson> {
  const reach = await reachCriteria(deps, query, now);
  return deps.publicCache.get(
    `search:${queryKey(query, reach)}`,
    async () => cachedJson(await loadSearch(deps, query, reach, bestSellers)),
    { pool: "search", tags: [cacheTags.listings] },
  );
}
