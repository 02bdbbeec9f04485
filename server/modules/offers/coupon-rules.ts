import type { CouponErrorCode } from "@contract/coupons";
import { formatInr } from "@contract/money";
import { type CouponTerms, couponDiscountPaise, couponProblem } from "@contract/pricing";
import type { Db } from "@server/db/connect";
import { AppError } from "@server/platform/errors";
import { type CouponRow, couponTermsOfRow, couponUses, findCoupon } from "./coupons.repository";

/**
 * A coupon that cannot be used, with the words for the shopper. create_order answers it as any AppError
 * of its kind; apply_coupon answers it as a CodedRefusal that names the reason (coupons.service.ts).
 */
export class CouponRefused extends AppError {
  constructor(
    readonly code: CouponErrorCode,
    message: string,
    kind: "invalid" | "conflict" | "rate_limited" = "invalid",
    headers?: Record<string, string>,
  ) {
    super(kind, message, undefined, headers);
  }
}

export function couponMessage(code: CouponErrorCode, row?: CouponRow, subtotalPaise = 0): string {
  switch (code) {
    case "unknown":
      return "Invalid coupon code";
    case "below_minimum": {
      const minimum = row?.minOrderAmountPaise ?? 0;
      return `Add ${formatInr(Math.max(0, minimum - subtotalPaise))} more to use this coupon (minimum order ${formatInr(minimum)})`;
    }
    case "no_discount":
      return "This coupon gives no further discount on your order";
    case "used_up":
      return "This coupon has reached its usage limit";
    case "already_used":
      return "You have already used this coupon";
    case "empty_cart":
      return "Your cart is empty";
    case "too_many_attempts":
      return "Too many coupon attempts. Please try again later.";
  }
}

/** The one answer for a code the shopper may not learn anything about. */
const noSuchCode = () => new CouponRefused("unknown", couponMessage("unknown"));

export type UsableCoupon = { row: CouponRow; terms: CouponTerms; discountPaise: number };

/**
 * The coupon `code` as it applies to this customer's order now, or CouponRefused. With `lock` (inside
 * create_order's transaction) the coupon's row is held until commit, so concurrent orders count its
 * uses one after another and a limit of N gives N discounts, never N+1.
 *
 * One wording for "no such code" (docs/decisions/0018): a code that is not in force right now
 * (unknown, switched off, not started, ended) answers exactly as an unknown one, so guessing cannot
 * find codes staff have not published or have withdrawn. Only a code in force says why it does not
 * apply to this order, which its holder can understand or act on: the minimum order, no further
 * discount, every use taken (a shopper who applied it a minute ago must not read "invalid"), already
 * used by them. Every caller counts the try first (coupon-tries.ts).
 */
export async function usableCoupon(
  db: Db,
  input: { code: string; userId: number; subtotalPaise: number; offerDiscountPaise: number; now: Date },
  lock = false,
): Promise<UsableCoupon> {
  const row = await findCoupon(db, input.code, lock);
  if (!row) throw noSuchCode();
  const terms = couponTermsOfRow(row);
  const problem = couponProblem(terms, input.subtotalPaise, input.now);
  if (problem && problem !== "below_minimum") throw noSuchCode();
  const uses = await couponUses(db, row.id, input.userId);
  if (row.usageLimit !== null && uses.total >= row.usageLimit) {
    throw new CouponRefused("used_up", couponMessage("used_up"), "conflict");
  }
  if (problem) throw new CouponRefused(problem, couponMessage(problem, row, input.subtotalPaise));
  if (uses.byCustomer >= row.perCustomerLimit) {
    throw new CouponRefused("already_used", couponMessage("already_used"), "conflict");
  }
  const discountPaise = couponDiscountPaise(terms, input.subtotalPaise, input.offerDiscountPaise, input.now);
  if (discountPaise <= 0) throw new CouponRefused("no_discount", couponMessage("no_discount"));
  return { row, terms, discountPaise };
}
