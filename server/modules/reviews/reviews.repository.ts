import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { orderItems, orders } from "@server/db/schema/orders";
import { reviewMedia, reviews } from "@server/db/schema/reviews";
import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import type { StoredReviewFile } from "./review-file";

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewMediaRow = typeof reviewMedia.$inferSelect;

/** The customer's own order (another customer's is simply not found) and its status. */
export async function findOwnOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, status: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function orderHasProduct(db: Db, orderId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** Inserts the review unless this customer already reviewed the product in this order (then null). */
export async function insertReview(
  db: Db,
  values: { userId: number; orderId: number; productId: number; rating: number; text: string },
): Promise<ReviewRow | null> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The customer's own review, locked for the rest of the transaction so two edits run one after the other. */
export async function lockOwnReview(db: Db, userId: number, id: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)))
    .for("update");
  return row ?? null;
}

export async function updateReview(db: Db, id: number, values: { rating: number; text: string }) {
  await db
    .update(reviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reviews.id, id));
}

export function mediaOfReviews(db: Db, reviewIds: number[]): Promise<ReviewMediaRow[]> {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reviewMedia)
    .where(inArray(reviewMedia.reviewId, reviewIds))
    .orderBy(asc(reviewMedia.position), asc(reviewMedia.id));
}

/** Adds files after the review's last one, in the order they were sent. */
export async function appendMedia(db: Db, reviewId: number, files: StoredReviewFile[]): Promise<void> {
  if (files.length === 0) return;
  const [last] = await db
    .select({ position: max(reviewMedia.position) })
    .from(reviewMedia)
    .where(eq(reviewMedia.reviewId, reviewId));
  const start = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  await db.insert(reviewMedia).values(
    files.map((file, index) => ({
      reviewId,
      mediaType: file.mediaType,
      storageKey: file.key,
      position: start + index,
    })),
  );
}

export async function deleteMedia(db: Db, reviewId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(reviewMedia).where(and(eq(reviewMedia.reviewId, reviewId), inArray(reviewMedia.id, ids)));
}

/** The customer's reviews in one order (of one product, if given), with the name they are shown under. */
export function listOwnReviews(db: Db, userId: number, orderId: number, productId?: number) {
  return db
    .select({
      review: reviews,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.userId, userId),
        eq(reviews.orderId, orderId),
        productId === undefined ? undefined : eq(reviews.productId, productId),
      ),
    )
    .orderBy(asc(reviews.id));
}

/** One review with its author's name (for answers after a write). */
export async function findReviewWithAuthor(db: Db, id: number) {
  const [row] = await db
    .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return row ?? null;
}

/** A review locked for the rest of the transaction, whoever wrote it (for staff). */
export async function lockReview(db: Db, id: number): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for("update");
  return row ?? null;
}

/** Hides a review from the product page (keeping when it was first hidden) or shows it again. */
export async function markHidden(db: Db, id: number, hidden: boolean): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: hidden ? sql`coalesce(${reviews.hiddenAt}, now())` : null })
    .where(eq(reviews.id, id))
    .returning();
  if (!row) throw new Error(`review ${id} vanished while locked`);
  return row;
}
