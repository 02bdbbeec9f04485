import type { Db } from "@server/db/connect";
import { lockedCouponUses } from "./coupons.repository";

/**
 * Whether the customer may hold one more use of the coupon now, within its total and per-customer
 * limits, for an order that gave its use back and is being paid late. Every held use counts, the
 * customer's own unpaid order's too (unlike create_order, which is about to replace that order), and
 * the coupon's row stays locked to the end of the caller's transaction, so a limit of N is never N+1.
 */
export async function couponUseLeft(db: Db, couponId: number, userId: number): Promise<boolean> {
  const uses = await lockedCouponUses(db, couponId, userId);
  if (!uses) return false;
  return (
    (uses.usageLimit === null || uses.total < uses.usageLimit) && uses.byCustomer < uses.perCustomerLimit
  );
}
