import { z } from "zod";
import { amountInput } from "./amount-input";
import { decimalAmount } from "./catalog";
import { couponCode } from "./coupon-code";

/**
 * POST /orders/apply_coupon/ {code, amount}. `amount` is the cart subtotal the screen shows (rupees, a
 * number or a decimal string); the server prices the customer's own cart and answers for that, so a
 * stale or edited amount cannot buy a bigger discount.
 */
export const applyCouponRequest = z.object({
  code: couponCode,
  amount: amountInput.optional(),
});
export type ApplyCouponRequest = z.output<typeof applyCouponRequest>;

/**
 * 200 answer. `discount_amount` is the coupon's own discount on the current cart, taken after the
 * automatic offer (`offer_discount`), so `subtotal − offer_discount − discount_amount` is what the
 * goods cost. The terms let the checkout re-run contract/pricing.ts when the shipping changes.
 */
export const applyCouponResponse = z.object({
  message: z.string(),
  code: z.string(),
  discount_amount: decimalAmount,
  subtotal: decimalAmount,
  offer_discount: decimalAmount,
  coupon: z.object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    discount_type: z.enum(["percentage", "fixed"]),
    discount_percentage: z.number().int().nullable(),
    discount_amount: decimalAmount.nullable(),
    max_discount_amount: decimalAmount.nullable(),
    min_order_amount: decimalAmount,
    start_date: z.string(),
    end_date: z.string(),
  }),
});
export type ApplyCouponResponse = z.infer<typeof applyCouponResponse>;
export type CouponWire = ApplyCouponResponse["coupon"];

/**
 * GET /orders/public_coupons/: the coupons staff list to shoppers that are in force now, for the signed-in
 * customer's cart. `gives` says what the coupon takes off ("10% off up to ₹300", "₹500 off"); `reason`
 * is null when it applies to the cart now, else why not yet ("Add ₹320 more to use SWEET15",
 * "Already used"). Codes staff keep unlisted never appear, so the list reveals nothing a guess could.
 */
export const publicCoupon = z.object({
  code: z.string(),
  description: z.string(),
  gives: z.string(),
  reason: z.string().nullable(),
});
export const publicCouponsResponse = z.object({ coupons: z.array(publicCoupon) });
export type PublicCoupon = z.infer<typeof publicCoupon>;
export type PublicCouponsResponse = z.infer<typeof publicCouponsResponse>;

/**
 * Failure: 400 (429 when too many codes were tried) with `error` and `message` both holding the text for
 * the shopper (the spec's client shows either), and `code` naming the reason for programs. A code that
 * is switched off, not started or ended answers `unknown`, as a code that never existed does.
 */
export const couponErrorCodes = [
  "unknown",
  "below_minimum",
  "no_discount",
  "used_up",
  "already_used",
  "empty_cart",
  "too_many_attempts",
] as const;
export type CouponErrorCode = (typeof couponErrorCodes)[number];

export const applyCouponError = z.object({
  error: z.string(),
  code: z.enum(couponErrorCodes),
  message: z.string(),
});
export type ApplyCouponError = z.infer<typeof applyCouponError>;
