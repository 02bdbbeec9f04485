import { z } from "zod";
import { decimalAmount } from "../catalog";
import { offer } from "../offers";
import { adminPage } from "./paging";

/*
 * What the back office reads about offers and coupons. Apart from the input schemas (offers.ts) because
 * these are built on the store's own shapes: the web imports them as types only, so the forms' chunk
 * does not pull the catalogue's shapes in.
 */

/** An offer as staff see it: the public shape, plus how many paid orders it discounted. */
export const adminOffer = offer.extend({ created_at: z.string(), times_used: z.number().int() });
export type AdminOffer = z.infer<typeof adminOffer>;

/** A coupon as staff see it; `times_used` counts its redemptions (paid orders and unpaid ones holding a use). */
export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  min_order_amount: decimalAmount,
  discount_type: z.enum(["percentage", "fixed"]),
  discount_percentage: z.number().int().nullable(),
  discount_amount: decimalAmount.nullable(),
  max_discount_amount: decimalAmount.nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int(),
  is_public: z.boolean(),
  times_used: z.number().int(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminOfferPage = adminPage(adminOffer);
export const adminCouponPage = adminPage(adminCoupon);
