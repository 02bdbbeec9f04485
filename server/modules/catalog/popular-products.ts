import type { ProductCard } from "@contract/catalog";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { imageKeysByProduct, loadProductCards, toProductCard } from "./product-cards.service";
import { listListing } from "./product-listing.repository";

/** What sold most lately, as product ids; orders answers it (app.ts wires it in: catalog may not call orders). */
export type BestSellers = (now: Date, days: number, limit: number) => Promise<number[]>;

const shown = 8;
const days = 90;

/**
 * "Popular gifts" beside an empty search (decision 26): the in-stock products that sold most in the
 * last 90 days, topped up with the newest in stock. Kept until a listing changes (decision 28): a sale
 * moves the ranks without clearing it, so a new best seller shows within the cache's TTL.
 */
export function popularProducts(
  deps: Pick<AppDeps, "db" | "storage" | "publicCache" | "now">,
  bestSellers: BestSellers,
): Promise<ProductCard[]> {
  return deps.publicCache.get(
    "popular-products",
    async () => {
      const sold = await loadProductCards(
        deps.db,
        deps.storage,
        await bestSellers(deps.now(), days, shown * 3),
      );
      const cards = sold.filter((card) => card.stock > 0).slice(0, shown);
      if (cards.length === shown) return cards;
      const newest = await listListing(deps.db, { inStock: true }, "-created_at", {
        limit: shown * 2,
        offset: 0,
      });
      const images = await imageKeysByProduct(
        deps.db,
        newest.map((row) => row.id),
      );
      const taken = new Set(cards.map((card) => card.id));
      for (const row of newest) {
        if (cards.length === shown) break;
        if (!taken.has(row.id)) cards.push(toProductCard(row, images.get(row.id) ?? [], deps.storage));
      }
      return cards;
    },
    { tags: [cacheTags.listings] },
  );
}
