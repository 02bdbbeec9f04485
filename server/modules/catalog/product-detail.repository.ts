import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { cartItems, carts } from "@server/db/schema/cart";
import {
  categories,
  customizableFields,
  productColumns,
  productFaqs,
  products,
  similarProducts,
} from "@server/db/schema/catalog";
import { reviewMedia, reviews } from "@server/db/schema/reviews";
import { wishlistItems } from "@server/db/schema/wishlist";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";

export async function findActiveProduct(db: Db, id: number) {
  const [row] = await db
    .select({ product: productColumns, category: { id: categories.id, name: categories.name } })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function isProductOnSale(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/** Name and what limits its delivery, of a product shoppers can see; null when unknown or hidden. */
export async function findDeliveryFacts(db: Db, id: number) {
  const [row] = await db
    .select({ name: products.name, isPerishable: products.isPerishable, maxDaysAhead: products.maxDaysAhead })
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return row ?? null;
}

export function listFaqs(db: Db, productId: number) {
  return db
    .select({ question: productFaqs.question, answer: productFaqs.answer })
    .from(productFaqs)
    .where(eq(productFaqs.productId, productId))
    .orderBy(asc(productFaqs.position), asc(productFaqs.id));
}

export function listCustomizableFields(db: Db, productId: number) {
  return db
    .select()
    .from(customizableFields)
    .where(eq(customizableFields.productId, productId))
    .orderBy(asc(customizableFields.position), asc(customizableFields.id));
}

export async function listSimilarProductIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: similarProducts.similarProductId })
    .from(similarProducts)
    .where(eq(similarProducts.productId, productId))
    .orderBy(asc(similarProducts.position), asc(similarProducts.similarProductId));
  return rows.map((row) => row.id);
}

/** Reviews the product page shows: those staff have not hidden. */
const visibleReviewsOf = (productId: number) =>
  and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));

/** The newest visible reviews with their reviewer's name, and the media of each in order. */
export async function listLatestReviews(db: Db, productId: number, limit: number) {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(visibleReviewsOf(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  const media =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(reviewMedia)
          .where(
            inArray(
              reviewMedia.reviewId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(reviewMedia.position), asc(reviewMedia.id));
  return { rows, media };
}

/** Count and rating sum over visible reviews (cast: `pg` returns bigint sums as strings). */
export async function reviewStats(db: Db, productId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(visibleReviewsOf(productId));
  return { count: Number(row?.count ?? 0), total: Number(row?.total ?? 0) };
}

/** 'Shared by customers': the newest photos of visible reviews, and how many there are in all. */
export async function customerPhotos(db: Db, productId: number, limit: number) {
  const photosOf = and(visibleReviewsOf(productId), eq(reviewMedia.mediaType, "image"));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reviewMedia.id,
        storageKey: reviewMedia.storageKey,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(reviewMedia)
      .innerJoin(reviews, eq(reviews.id, reviewMedia.reviewId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(photosOf)
      .orderBy(desc(reviews.createdAt), desc(reviews.id), asc(reviewMedia.position), asc(reviewMedia.id))
      .limit(limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reviewMedia)
      .innerJoin(reviews, eq(reviews.id, reviewMedia.reviewId))
      .where(photosOf),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

/** Whether this customer has the product in their cart and wishlist: one round trip. */
export async function ownerFlags(db: Db, userId: number, productId: number) {
  const inCart = db
    .select({ one: sql`1` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.productId, productId)));
  const inWishlist = db
    .select({ one: sql`1` })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  const result = await db.execute<{ in_cart: boolean; in_wishlist: boolean }>(
    sql`select exists(${inCart}) as in_cart, exists(${inWishlist}) as in_wishlist`,
  );
  const row = (result as unknown as { rows: { in_cart: boolean; in_wishlist: boolean }[] }).rows[0];
  return { isInCart: row?.in_cart === true, isInWishlist: row?.in_wishlist === true };
}
