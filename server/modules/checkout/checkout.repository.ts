import type { OfferTerms } from "@contract/offer-rules";
import type { CouponTerms } from "@contract/pricing";
import type { Db } from "@server/db/connect";
import {
  cartItemCustomizations,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  customizableFields,
  offers,
  orders,
  productImages,
  products,
} from "@server/db/schema";
import { and, asc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";

export type CheckoutLine = {
  cartItemId: number;
  productId: number;
  name: string;
  isActive: boolean;
  stock: number;
  unitPricePaise: number;
  quantity: number;
  imageKey: string;
  isCustomizable: boolean;
};

/**
 * The customer's cart lines with what pricing and stock need, in product order (the order locks take).
 * `lock` holds the lines (not their products) to the end of the transaction: a personalisation saved
 * at the same moment waits for the order, so the photos it replaces are seen as the order's and kept.
 */
export async function loadCartLines(db: Db, userId: number, lock = false): Promise<CheckoutLine[]> {
  const query = db
    .select({
      cartItemId: cartItems.id,
      productId: products.id,
      name: products.name,
      isActive: products.isActive,
      stock: products.stock,
      unitPricePaise: sql<number>`coalesce(${products.discountedPricePaise}, ${products.pricePaise})`,
      quantity: cartItems.quantity,
      imageKey: sql<string>`coalesce((select ${productImages.storageKey} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1), '')`,
      isCustomizable: products.isCustomizable,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(products.id));
  return lock ? query.for("share", { of: cartItems }) : query;
}

export type FieldAnswer = {
  cartItemId: number;
  fieldId: number;
  field: string;
  fieldType: "text" | "image";
  isRequired: boolean;
  minPhotos: number;
  maxPhotos: number;
  text: string | null;
  imageKeys: string[] | null;
};

/** Every customisable field of the lines' products with the line's answer to it (null when unanswered). */
export async function loadFieldAnswers(db: Db, lines: readonly CheckoutLine[]): Promise<FieldAnswer[]> {
  const customizable = lines.filter((line) => line.isCustomizable);
  if (customizable.length === 0) return [];
  return db
    .select({
      cartItemId: cartItems.id,
      fieldId: customizableFields.id,
      field: customizableFields.name,
      fieldType: customizableFields.fieldType,
      isRequired: customizableFields.isRequired,
      minPhotos: customizableFields.minPhotos,
      maxPhotos: customizableFields.maxPhotos,
      text: cartItemCustomizations.textValue,
      imageKeys: cartItemCustomizations.imageKeys,
    })
    .from(cartItems)
    .innerJoin(customizableFields, eq(customizableFields.productId, cartItems.productId))
    .leftJoin(
      cartItemCustomizations,
      and(
        eq(cartItemCustomizations.cartItemId, cartItems.id),
        eq(cartItemCustomizations.fieldId, customizableFields.id),
      ),
    )
    .where(
      inArray(
        cartItems.id,
        customizable.map((line) => line.cartItemId),
      ),
    )
    .orderBy(asc(cartItems.id), asc(customizableFields.position), asc(customizableFields.id));
}

/** Active offers in force now; the pure rules pick the best. */
export async function loadLiveOffers(db: Db, now: Date): Promise<OfferTerms[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), lte(offers.startDate, now), gte(offers.endDate, now)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    startsAt: row.startDate,
    endsAt: row.endDate,
    minOrderPaise: row.minOrderAmountPaise,
    discountType: row.discountType,
    percentage: row.discountPercentage,
    amountPaise: row.discountAmountPaise,
    maxDiscountPaise: row.maxDiscountAmountPaise,
  }));
}

export type CouponRow = typeof coupons.$inferSelect;

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
