import { pageWindow } from "@contract/admin/paging";
import type { AdminReviewQuery } from "@contract/admin/reviews";
import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { products } from "@server/db/schema/catalog";
import { orders } from "@server/db/schema/orders";
import { reviews } from "@server/db/schema/reviews";
import { containing } from "@server/platform/search-pattern";
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";

function conditionsOf(query: Omit<AdminReviewQuery, "page" | "page_size">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === "hidden") conditions.push(isNotNull(reviews.hiddenAt));
  if (query.status === "visible") conditions.push(isNull(reviews.hiddenAt));
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.product !== undefined) conditions.push(eq(reviews.productId, query.product));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(reviews.text, pattern),
        ilike(products.name, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectWithNames(db: Db) {
  return db
    .select({
      review: reviews,
      productName: products.name,
      orderNumber: orders.orderNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(users, eq(users.id, reviews.userId));
}

export type StaffReviewRow = NonNullable<Awaited<ReturnType<typeof findReviewForStaff>>>;

/** A page of every review, newest first, with its product, order and author. */
export async function listReviewsForStaff(db: Db, query: AdminReviewQuery) {
  const where = conditionsOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findReviewForStaff(db: Db, id: number) {
  const [row] = await selectWithNames(db).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}
