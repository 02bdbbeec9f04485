import { categoriesResponse } from "@contract/catalog";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { countLowStock, listActiveCategories, listCatalogPages } from "./catalog.repository";

export { parseId } from "./catalog-ids";

/** GET /products/categories/ */
export function getCategories({
  db,
  storage,
  publicCache,
}: Pick<AppDeps, "db" | "storage" | "publicCache">): Promise<CachedJson> {
  return publicCache.get(
    "categories",
    async () => {
      const rows = await listActiveCategories(db);
      return cachedJson(
        categoriesResponse.parse({
          results: rows.map((row) => ({
            id: row.id,
            name: row.name,
            image: storage.url(row.imageKey),
            description: row.description,
          })),
        }),
      );
    },
    { tags: [cacheTags.categories] },
  );
}

/** Active categories as stored, for pages that describe one (their title and summary). */
export function activeCategoryRows({ db, publicCache }: Pick<AppDeps, "db" | "publicCache">) {
  return publicCache.get("category-rows", () => listActiveCategories(db), { tags: [cacheTags.categories] });
}

/** Active categories and products with the date each last changed (the sitemap lists them). */
export const catalogPages = ({ db }: Pick<AppDeps, "db">) => listCatalogPages(db);

/** For the back office's dashboard: how many products on sale are down to `threshold` or fewer. */
export const lowStockCount = ({ db }: Pick<AppDeps, "db">, threshold: number) => countLowStock(db, threshold);
