import {
  type CategoryProductsQuery,
  type CategoryProductsResponse,
  categoryProductsResponse,
} from "@contract/catalog";
import { listingFilterMessages, listingFilterParams } from "@contract/listing-filters";
import { searchKey } from "@contract/search-text";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson, sharedCachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { findActiveCategory } from "./catalog.repository";
import { filterCriteria, reachCriteria, reachKey } from "./listing-criteria";
import { loadListingPage, pagePath } from "./listing-page";
import type { ReachBy } from "./product-listing.repository";
import { matcherFor } from "./search-matcher";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

async function loadPage(
  deps: Deps,
  categoryId: number,
  query: CategoryProductsQuery,
  reach: ReachBy | undefined,
): Promise<CategoryProductsResponse> {
  const category = await findActiveCategory(deps.db, categoryId);
  if (!category) throw notFound(listingFilterMessages.categoryNotFound);
  const { plan } = await matcherFor(deps, query.search);
  const criteria = {
    categoryId,
    ...(await filterCriteria(deps, query)),
    ...(plan ? { text: plan } : {}),
    ...(reach ? { reach } : {}),
  };
  // A search whose words all normalise away ("!!!") looks for nothing rather than everything.
  if (query.search && !plan) {
    return categoryProductsResponse.parse({
      category_name: category.name,
      count: 0,
      results: [],
      next: null,
      previous: null,
    });
  }
  const path = `/api/products/categories/${categoryId}/products/`;
  const page = await loadListingPage(deps, criteria, query.sort, query.page, (page) =>
    pagePath(path, { ...query, page }, page),
  );
  return categoryProductsResponse.parse({ category_name: category.name, ...page });
}

/**
 * The cache key of a listing's query: each parameter that changes the answer, in one fixed order.
 * A pincode and date are not in it: the reach they lead to is (`reachKey`).
 */
export function queryKey(query: Record<string, unknown>, reach: ReachBy | undefined): string {
  return [
    "sort",
    "page",
    "search",
    "q",
    ...listingFilterParams.filter((name) => name !== "pincode" && name !== "by"),
  ]
    .map((name) => {
      const value = query[name] ?? "";
      // Typed text that normalises to no word finds nothing, unlike no text at all: keep them apart.
      if (name === "search" || name === "q") return value ? `~${searchKey(String(value))}` : "";
      return String(value);
    })
    .concat(reachKey(reach))
    .join(":");
}

/** GET /products/categories/{id}/products/: one page, serialised once per catalogue version. */
export async function getCategoryProducts(
  deps: Deps,
  categoryId: number,
  query: CategoryProductsQuery,
  now: Date,
): Promise<CachedJson> {
  const reach = await reachCriteria(deps, query, now);
  return deps.publicCache.get(
    `listing:${categoryId}:${queryKey(query, reach)}`,
    async () => cachedJson(await loadPage(deps, categoryId, query, reach)),
    // Shared with other instances unless a search narrows it: typed-in variety stays in each instance.
    { tags: [cacheTags.listings], ...(query.search === "" ? { shared: sharedCachedJson } : {}) },
  );
}
