import type { Db } from "@server/db/connect";
import { products, wishlistItems } from "@server/db/schema";
import { and, desc, eq, sql } from "drizzle-orm";

const onSale = (userId: number) => and(eq(wishlistItems.userId, userId), eq(products.isActive, true));

/** Product ids on the customer's wishlist that are still sold, the latest added first. */
export async function wishlistProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(onSale(userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

export async function wishlistSize(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(onSale(userId));
  return Number(row?.count ?? 0);
}

/** True when the product was on the list and is now off it. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

export async function addToWishlist(db: Db, userId: number, productId: number): Promise<void> {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function productOnSale(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return row !== undefined;
}
