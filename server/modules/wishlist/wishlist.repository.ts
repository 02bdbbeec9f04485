import type { Db } from "@server/db/connect";
import { wishlistItems } from "@server/db/schema/wishlist";
import { and, desc, eq } from "drizzle-orm";

/** Product ids on the customer's wishlist, withdrawn ones too, the latest added first. */
export async function wishlistProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => row.productId);
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
