import type { Db } from "@server/db/connect";
import {
  categories,
  type ProductRecord,
  productColumns,
  productImages,
  products,
} from "@server/db/schema/catalog";
import { orderItems } from "@server/db/schema/orders";
import { reviews } from "@server/db/schema/reviews";
import { and, eq, inArray, sql } from "drizzle-orm";

export type ProductRow = ProductRecord;
export type ProductValues = Omit<typeof products.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** Names of the products in `ids`, hidden ones included, in no particular order. */
export function listProductNames(db: Db, ids: number[]) {
  return db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
}

export async function findProduct(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/**
 * The product's row, locked until the transaction ends: a staff save and a checkout taking stock
 * (a conditional update of the same row) run one after the other, never interleaved.
 */
export async function lockProduct(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).for("update");
  return row ?? null;
}

export async function insertProduct(db: Db, values: ProductValues): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning(productColumns);
  if (!row) throw new Error("product insert returned nothing");
  return row;
}

export async function updateProduct(db: Db, id: number, values: Partial<ProductValues>): Promise<void> {
  await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/**
 * Sets the stock to `stock` only if it is still `expected`, in one statement: checkout's own
 * conditional update cannot slip in between a read and this write. Null when it was not.
 */
export async function setStockIfUnchanged(db: Db, id: number, expected: number, stock: number) {
  const [row] = await db
    .update(products)
    .set({ stock, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.stock, expected)))
    .returning({ id: products.id, stock: products.stock });
  return row ?? null;
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** Whether orders or reviews point at the product: such a product is hidden, never deleted. */
export async function hasHistory(db: Db, id: number): Promise<boolean> {
  const inOrders = db.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.productId, id));
  const inReviews = db.select({ one: sql`1` }).from(reviews).where(eq(reviews.productId, id));
  const result = await db.execute<{ used: boolean }>(
    sql`select (exists(${inOrders}) or exists(${inReviews})) as used`,
  );
  return (result as unknown as { rows: { used: boolean }[] }).rows[0]?.used === true;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}

/** Which of `ids` name products that exist. */
export async function existingProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function imageKeysOf(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .select({ key: productImages.storageKey })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return rows.map((row) => row.key);
}
