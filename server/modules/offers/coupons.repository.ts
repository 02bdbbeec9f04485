import type { CouponTerms } from "@contract/pricing";
import type { Db } from "@server/db/connect";
import { cartItems, carts } from "@server/db/schema/cart";
import { products } from "@server/db/schema/catalog";
import { coupons } from "@server/db/schema/offers";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import { and, asc, eq, gte, lte, ne, or, sql } from "drizzle-orm";

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The customer's cart lines still on sale, at the price each sells for now: what a coupon's minimum
 * and discount are measured against. Read here, not asked of the cart module: cart sits above offers.
 */
export function cartLinesOnSale(db: Db, userId: number) {
  return db
    .select({
      unitPricePaise: sql<number>`coalesce(${products.discountedPricePaise}, ${products.pricePaise})`,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(carts.userId, userId), eq(products.isActive, true)));
}

/** Coupons staff list to shoppers that are switched on and in date now, smallest minimum order first. */
export async function findPublicCoupons(db: Db, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isPublic, true),
        eq(coupons.isActive, true),
        lte(coupons.startsAt, now),
        gte(coupons.endsAt, now),
      ),
    )
    .orderBy(asc(coupons.minOrderAmountPaise), asc(coupons.code));
}

/** `lock` holds the coupon's row to the end of the transaction, so its uses are counted one at a time. */
export async function findCoupon(db: Db, code: string, lock = false): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export function couponTermsOfRow(row: CouponRow): CouponTerms {
  return {
    id: row.id,
    code: row.code,
    isActive: row.isActive,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    minOrderPaise: row.minOrderAmountPaise,
    discountType: row.discountType,
    percentage: row.discountPercentage,
    amountPaise: row.discountAmountPaise,
    maxDiscountPaise: row.maxDiscountAmountPaise,
  };
}

/**
 * Uses that count against a coupon's limits: redemptions of paid orders and of other customers' unpaid
 * ones (released orders have none). This customer's own unpaid order is left out: a new create_order
 * replaces it and gives its use back first.
 */
export async function couponUses(db: Db, couponId: number, userId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        or(ne(orders.userId, userId), ne(orders.orderStatus, "PENDING"), ne(orders.paymentStatus, "PENDING")),
      ),
    );
  return { total: Number(row?.total ?? 0), byCustomer: Number(row?.byCustomer ?? 0) };
}

/**
 * A coupon's limits with every use they count now (a use is held by a paid order or by an unpaid one
 * until it is released), the coupon's row locked first, as create_order locks it, so that takers of
 * its last use are counted one after another.
 */
export async function lockedCouponUses(db: Db, couponId: number, userId: number) {
  const [coupon] = await db
    .select({ usageLimit: coupons.usageLimit, perCustomerLimit: coupons.perCustomerLimit })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for("update");
  if (!coupon) return null;
  const [uses] = await db
    .select({
      total: sql<number>`count(*)::int`,
      byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { ...coupon, total: Number(uses?.total ?? 0), byCustomer: Number(uses?.byCustomer ?? 0) };
}
