import {
  type CategoryProductsQuery,
  type CategoryProductsResponse,
  categoryProductsResponse,
} from "@contract/catalog";
import { categoryProductsPageSize } from "@contract/catalog-rules";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { findActiveCategory } from "./catalog.repository";
import { countCategoryProducts, listCategoryProducts } from "./listing.repository";
import { imageKeysByProduct, toProductCard } from "./product-cards.service";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

/** At most this many search words count: more only make the query slower, never the answer better. */
const maxSearchWords = 8;

function pageUrl(categoryId: number, query: CategoryProductsQuery, page: number): string {
  const params = new URLSearchParams({ sort: query.sort });
  if (query.search) params.set("search", query.search);
  params.set("page", String(page));
  return `/api/products/categories/${categoryId}/products/?${params}`;
}

async function loadPage(
  deps: Deps,
  categoryId: number,
  query: CategoryProductsQuery,
): Promise<CategoryProductsResponse> {
  const category = await findActiveCategory(deps.db, categoryId);
  if (!category) throw notFound("Category not found");
  const words = query.search ? query.search.split(" ").slice(0, maxSearchWords) : [];
  const [count, rows] = await Promise.all([
    countCategoryProducts(deps.db, categoryId, words),
    listCategoryProducts(deps.db, categoryId, words, query.sort, {
      limit: categoryProductsPageSize,
      offset: (query.page - 1) * categoryProductsPageSize,
    }),
  ]);
  const images = await imageKeysByProduct(
    deps.db,
    rows.map((row) => row.id),
  );
  const lastPage = Math.max(1, Math.ceil(count / categoryProductsPageSize));
  // Past the end answers an empty page whose `previous` leads back to the last real one.
  const previous = query.page > 1 ? Math.min(query.page - 1, lastPage) : null;
  return categoryProductsResponse.parse({
    category_name: category.name,
    count,
    results: rows.map((row) => toProductCard(row, images.get(row.id) ?? [], deps.storage)),
    next: query.page < lastPage ? pageUrl(categoryId, query, query.page + 1) : null,
    previous: previous === null ? null : pageUrl(categoryId, query, previous),
  });
}

/** GET /products/categories/{id}/products/: one page, serialised once per catalogue version. */
export async function getCategoryProducts(
  deps: Deps,
  categoryId: number,
  query: CategoryProductsQuery,
): Promise<CachedJson> {
  const key = `listing:${categoryId}:${query.sort}:${query.page}:${query.search}`;
  return deps.publicCache.get(key, async () => cachedJson(await loadPage(deps, categoryId, query)));
}
