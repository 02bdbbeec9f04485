import type { OfferListQuery } from "@contract/admin/offers";
import { pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { coupons } from "@server/db/schema/offers";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import { containing } from "@server/platform/search-pattern";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { CouponRow } from "./coupons.repository";

export type CouponValues = Omit<typeof coupons.$inferInsert, "id" | "createdAt">;
export type CouponWithUses = { row: CouponRow; timesUsed: number };

/**
 * Coupons with their uses as the checkout counts them against the limits: every redemption an order
 * holds (released orders give theirs back). A join, so every column is named with its table.
 */
const withRedemptions = (db: Db) =>
  db
    .select({ row: coupons, timesUsed: sql<number>`count(${couponRedemptions.id})::int` })
    .from(coupons)
    .leftJoin(couponRedemptions, eq(couponRedemptions.couponId, coupons.id))
    .groupBy(coupons.id);

export async function listCoupons(db: Db, query: OfferListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containing(query.q);
    const either = or(ilike(coupons.code, pattern), ilike(coupons.description, pattern));
    if (either) conditions.push(either);
  }
  if (query.status) conditions.push(eq(coupons.isActive, query.status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    withRedemptions(db).where(where).orderBy(desc(coupons.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ row: r.row, timesUsed: Number(r.timesUsed) })),
    total: Number(total?.value ?? 0),
  };
}

/** `lock` holds the coupon as create_order does, so an edit and an order using it run one after the other. */
export async function findCouponById(db: Db, id: number, lock = false): Promise<CouponWithUses | null> {
  if (lock) await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id)).for("update");
  const [found] = await withRedemptions(db).where(eq(coupons.id, id));
  return found ? { row: found.row, timesUsed: Number(found.timesUsed) } : null;
}

export async function couponIdByCode(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code)).limit(1);
  return row?.id ?? null;
}

export async function insertCoupon(db: Db, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error("coupon insert returned nothing");
  return row;
}

export async function updateCoupon(db: Db, id: number, values: Partial<CouponValues>): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error("coupon update returned nothing");
  return row;
}

/** Whether any order, paid, unpaid or cancelled, names the coupon: orders keep the coupon they used. */
export async function couponHasOrders(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.couponId, id)).limit(1);
  return rows.length > 0;
}

export async function deleteCoupon(db: Db, id: number): Promise<void> {
  await db.delete(coupons).where(eq(coupons.id, id));
}
