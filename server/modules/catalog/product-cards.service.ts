import type { ProductCard } from "@contract/catalog";
import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import { cacheTags, dependsOn } from "@server/platform/cache-tags";
import type { Storage } from "@server/platform/storage";
import {
  listActiveProductIds,
  listActiveProducts,
  listImageKeys,
  type ProductRow,
} from "./product-cards.repository";

/** For staff pickers of products (content's highlights): hidden products are listed too. */
export { findProducts, searchProducts } from "./product-cards.repository";
export type { ProductRow };

/** A product's card; a cached answer showing it is cleared when what a card shows changes. */
export function toProductCard(product: ProductRow, imageKeys: string[], storage: Storage): ProductCard {
  dependsOn(cacheTags.card(product.id));
  const images = imageKeys.map((key) => storage.url(key));
  return {
    id: product.id,
    name: product.name,
    price: paiseToDecimal(product.pricePaise),
    discounted_price:
      product.discountedPricePaise === null ? null : paiseToDecimal(product.discountedPricePaise),
    main_image: images[0] ?? "",
    images,
    stock: product.stock,
    is_customizable: product.isCustomizable,
    is_perishable: product.isPerishable,
    max_days_ahead: product.maxDaysAhead,
  };
}

/** Image keys of each product in display order, in one query. */
export async function imageKeysByProduct(db: Db, productIds: number[]): Promise<Map<number, string[]>> {
  const byProduct = new Map<number, string[]>();
  if (productIds.length === 0) return byProduct;
  for (const row of await listImageKeys(db, productIds)) {
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.key]);
  }
  return byProduct;
}

/** The ids in `productIds` whose products are on sale, in the same order. */
export async function activeProductIds(db: Db, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const active = new Set((await listActiveProductIds(db, productIds)).map((row) => row.id));
  return productIds.filter((id) => active.has(id));
}

/**
 * Cards for the given active products, in the order of `productIds`. A cached answer showing them
 * depends on every product asked for, hidden ones too: one published again must appear in it.
 */
export async function loadProductCards(
  db: Db,
  storage: Storage,
  productIds: number[],
): Promise<ProductCard[]> {
  if (productIds.length === 0) return [];
  dependsOn(...productIds.map(cacheTags.card));
  const rows = await listActiveProducts(db, productIds);
  const images = await imageKeysByProduct(db, productIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return productIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductCard(row, images.get(id) ?? [], storage)] : [];
  });
}
