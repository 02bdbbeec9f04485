import type { PublicCoupon, PublicCouponsResponse } from "@contract/coupons";
import { formatInr } from "@contract/money";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { CouponRefused, usableCoupon } from "./coupon-rules";
import { type CouponRow, findPublicCoupons } from "./coupons.repository";
import { cartForCoupons } from "./coupons.service";

/** What the coupon takes off, in the words the list shows: "10% off up to ₹300", "₹500 off". */
export function couponGives(row: CouponRow): string {
  if (row.discountType === "fixed") return `${formatInr(row.discountAmountPaise ?? 0)} off`;
  const cap = row.maxDiscountAmountPaise === null ? "" : ` up to ${formatInr(row.maxDiscountAmountPaise)}`;
  return `${row.discountPercentage ?? 0}% off${cap}`;
}

/**
 * Why a listed coupon does not apply to this cart yet, from the same rules apply_coupon answers with, or
 * undefined when nobody can use it any more (every use taken), which is left off the list.
 */
function reasonFor(refusal: CouponRefused, row: CouponRow, subtotalPaise: number): string | null | undefined {
  switch (refusal.code) {
    case "below_minimum":
      return `Add ${formatInr(Math.max(0, row.minOrderAmountPaise - subtotalPaise))} more to use ${row.code}`;
    case "already_used":
      return "Already used";
    case "no_discount":
      return "Gives no further discount on this order";
    default:
      return undefined;
  }
}

/**
 * GET /orders/public_coupons/: the listed coupons in force, each with what it gives and why it does not
 * apply to the customer's cart yet. Reading the list tries no code, so it spends none of the coupon
 * tries; applying one from it goes through apply_coupon like a typed code.
 */
export async function publicCoupons(
  deps: Pick<AppDeps, "db">,
  user: AuthUser,
): Promise<PublicCouponsResponse> {
  const now = new Date();
  const rows = await findPublicCoupons(deps.db, now);
  if (rows.length === 0) return { coupons: [] };
  const cart = await cartForCoupons(deps.db, user.id, now);
  const listed: PublicCoupon[] = [];
  for (const row of rows) {
    let reason: string | null | undefined = null;
    try {
      await usableCoupon(deps.db, { code: row.code, userId: user.id, ...cart, now });
    } catch (error) {
      if (!(error instanceof CouponRefused)) throw error;
      reason = reasonFor(error, row, cart.subtotalPaise);
    }
    if (reason === undefined) continue;
    listed.push({ code: row.code, description: row.description, gives: couponGives(row), reason });
  }
  return { coupons: listed };
}
