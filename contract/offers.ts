import { z } from "zod";
import { decimalAmount } from "./catalog";

/**
 * Product §3 "Offer" as GET /setting/offers/active/ answers it. Amounts are decimal rupee strings like
 * every amount on the wire; dates are ISO timestamps (UTC).
 */
export const offer = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  start_date: z.string(),
  end_date: z.string(),
  min_order_amount: decimalAmount,
  discount_type: z.enum(["percentage", "fixed"]),
  discount_percentage: z.number().int().nullable(),
  discount_amount: decimalAmount.nullable(),
  max_discount_amount: decimalAmount.nullable(),
});
export type Offer = z.infer<typeof offer>;

export const activeOffers = z.array(offer);
