import { type SuggestionsResponse, suggestionsResponse } from "@contract/search";
import { searchKey, searchWords } from "@contract/search-text";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { activeCategoryRows } from "./catalog.service";
import { activeOccasions } from "./occasions.service";
import { imageKeysByProduct, toProductCard } from "./product-cards.service";
import { listListing } from "./product-listing.repository";
import { matcherFor } from "./search-matcher";
import { synonymGroups } from "./synonyms.service";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

const productsShown = 6;
const namesShown = 3;

/**
 * Whether every typed word starts a word of `title`, or a synonym of one ("mom" finds For Parents):
 * titles are few and cached, so they are matched here rather than in SQL.
 */
function titleMatches(title: string, words: string[], synonyms: string[][]): boolean {
  const titleWords = searchWords(title).flatMap((word) => [
    word,
    ...(synonyms.find((group) => group.includes(word)) ?? []),
  ]);
  return words.every((typed) => titleWords.some((word) => word.startsWith(typed)));
}

async function loadSuggestions(deps: Deps, q: string): Promise<SuggestionsResponse> {
  const { words, plan } = await matcherFor(deps, q);
  const query = words.join(" ");
  // One letter suggests half the shop: wait for a second.
  if (!plan || query.replace(/ /g, "").length < 2) {
    return { query, products: [], categories: [], occasions: [] };
  }
  const rows = await listListing(deps.db, { text: { query: plan.query, exact: plan.exact } }, "relevance", {
    limit: productsShown,
    offset: 0,
  });
  const images = await imageKeysByProduct(
    deps.db,
    rows.map((row) => row.id),
  );
  const synonyms = await synonymGroups(deps);
  const categories = (await activeCategoryRows(deps))
    .filter((category) => titleMatches(category.name, words, synonyms))
    .slice(0, namesShown);
  const occasions = (await activeOccasions(deps))
    .filter((occasion) => titleMatches(occasion.title, words, synonyms))
    .slice(0, namesShown);
  return suggestionsResponse.parse({
    query,
    products: rows.map((row) => toProductCard(row, images.get(row.id) ?? [], deps.storage)),
    categories: categories.map((category) => ({ id: category.id, name: category.name })),
    occasions: occasions.map(({ slug, title, kind }) => ({ slug, title, kind })),
  });
}

/** GET /products/search/suggestions/: what the header's search box offers while typing. */
export function searchSuggestions(deps: Deps, q: string): Promise<CachedJson> {
  return deps.publicCache.get(
    `suggest:${searchKey(q)}`,
    async () => cachedJson(await loadSuggestions(deps, q)),
    { pool: "search", tags: [cacheTags.listings] },
  );
}
