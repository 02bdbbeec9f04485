import type { Db } from "@server/db/connect";
import { type ProductRecord, productColumns, productImages, products } from "@server/db/schema/catalog";
import { containing } from "@server/platform/search-pattern";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";

export type ProductRow = ProductRecord;

/** Image keys of the given products, each product's in display order. */
export function listImageKeys(db: Db, productIds: number[]) {
  return db
    .select({ productId: productImages.productId, key: productImages.storageKey })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position));
}

export function listActiveProductIds(db: Db, productIds: number[]) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
}

export function listActiveProducts(db: Db, productIds: number[]): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.isActive, true)));
}

/** Products by id, hidden ones included (staff see what they chose even after it was hidden). */
export function findProducts(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(productColumns).from(products).where(inArray(products.id, ids));
}

/** Up to `limit` products whose name contains the text, active ones first, for the picker. */
export function searchProducts(db: Db, search: string, limit: number): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(search ? ilike(products.name, containing(search)) : undefined)
    .orderBy(sql`${products.isActive} desc`, asc(products.name), asc(products.id))
    .limit(limit);
}
