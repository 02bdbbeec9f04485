import type { Db } from "@server/db/connect";
import { productImages, products } from "@server/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";

export type ProductRow = typeof products.$inferSelect;

/** Image keys of the given products, each product's in display order. */
export function listImageKeys(db: Db, productIds: number[]) {
  return db
    .select({ productId: productImages.productId, key: productImages.storageKey })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export function listActiveProducts(db: Db, productIds: number[]): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
}
