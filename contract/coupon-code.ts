import { z } from "zod";

/*
 * Its own module, apart from the apply_coupon wire shapes, so the back office's coupon form can check a
 * code without bringing the catalogue's shapes into its chunk (and splitting them out of the store's).
 */

export const couponCodeMaxLength = 40;

/** A coupon code as the shopper types it: trimmed, any case (stored and compared upper-case). */
export const couponCode = z
  .string({ error: "Please enter a coupon code" })
  .trim()
  .min(1, "Please enter a coupon code")
  .max(couponCodeMaxLength, "Invalid coupon code")
  .regex(/^[A-Za-z0-9_-]+$/, "Invalid coupon code")
  .transform((code) => code.toUpperCase());

/** The code staff give a new coupon: the same rule as `couponCode`, with messages that say what it is. */
export const staffCouponCode = z
  .string({ error: "Code is required" })
  .trim()
  .min(1, "Code is required")
  .max(couponCodeMaxLength, `Code must be at most ${couponCodeMaxLength} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, "Code can hold only letters, digits, - and _ (no spaces)")
  .transform((code) => code.toUpperCase());
