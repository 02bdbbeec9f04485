import { listingFilterMessages } from "@contract/listing-filters";
import {
  type OccasionProductsQuery,
  type OccasionProductsResponse,
  occasionProductsResponse,
} from "@contract/search";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { queryKey } from "./listing.service";
import { filterCriteria, reachCriteria } from "./listing-criteria";
import { loadListingPage, pagePath } from "./listing-page";
import { occasionBySlug } from "./occasion-lookup";
import type { ReachBy } from "./product-listing.repository";
import { matcherFor } from "./search-matcher";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

async function loadPage(
  deps: Deps,
  slug: string,
  query: OccasionProductsQuery,
  reach: ReachBy | undefined,
): Promise<OccasionProductsResponse> {
  const occasion = await occasionBySlug(deps, slug);
  if (!occasion) throw notFound(listingFilterMessages.occasionNotFound);
  const filters = await filterCriteria(deps, query, occasion.kind);
  const { plan } = await matcherFor(deps, query.search);
  const head = {
    occasion: { slug, kind: occasion.kind, title: occasion.title, description: occasion.description },
  };
  if (query.search && !plan) {
    return occasionProductsResponse.parse({ ...head, count: 0, results: [], next: null, previous: null });
  }
  const criteria = {
    ...filters,
    occasionSlugs: [slug, ...(filters.occasionSlugs ?? [])],
    ...(plan ? { text: { query: plan.query, exact: plan.exact } } : {}),
    ...(reach ? { reach } : {}),
  };
  const path = `/api/products/occasions/${slug}/products/`;
  const page = await loadListingPage(deps, criteria, query.sort, query.page, (page) =>
    pagePath(path, { ...query, page }, page),
  );
  return occasionProductsResponse.parse({ ...head, ...page });
}

/** GET /products/occasions/{slug}/products/: an occasion's or a recipient's page of products. */
export async function getOccasionProducts(
  deps: Deps,
  slug: string,
  query: OccasionProductsQuery,
  now: Date,
): Promise<CachedJson> {
  const reach = await reachCriteria(deps, query, now);
  return deps.publicCache.get(
    `occasion:${slug}:${queryKey(query, reach)}`,
    async () => cachedJson(await loadPage(deps, slug, query, reach)),
    { tags: [cacheTags.listings] },
  );
}
