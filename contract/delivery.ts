import { z } from "zod";
import { pincode } from "./address";
import { decimalAmount } from "./catalog";
import { idValue } from "./ids";

/**
 * POST /orders/delivery/check-delivery/ (product §7): open to guests. `product_id` is optional; when
 * given it must name a product on sale. Whether it is in stock does not change the answer: the
 * check is about the place, and the product page shows stock on its own.
 */
export const deliveryCheckRequest = z.object({
  pincode,
  product_id: idValue("product_id").nullish(),
});
export type DeliveryCheckRequest = z.output<typeof deliveryCheckRequest>;

/** Product §3 "Shipping option"; `code` S is Standard, E is Express; amounts are decimal rupees. */
export const shippingOption = z.object({
  name: z.string(),
  code: z.enum(["S", "E"]),
  days: z.number().int(),
  charge: decimalAmount,
  free_shipping_value: decimalAmount,
});
export type ShippingOption = z.infer<typeof shippingOption>;

/**
 * The earliest hand delivery at a pincode (decision 24): `text` is what the product page prints after
 * "Earliest: " ("Today, 5–9 PM", "Midnight tonight, ₹249").
 */
export const earliestHandDelivery = z.object({
  date: z.string(),
  slot_id: z.number().int(),
  label: z.string(),
  fee: decimalAmount,
  text: z.string(),
});
export type EarliestHandDelivery = z.infer<typeof earliestHandDelivery>;

/**
 * Product §3 "Delivery check result"; an unserved pincode has `available: false` and both options null.
 * Ours beside the spec's fields: `hand_delivery` where the shop delivers by hand (its earliest slot, null
 * when none is open in the coming days), and `unavailable_reason` when a perishable product cannot reach
 * the pincode ("… can only be hand-delivered in Pune, …"); then both courier options are null.
 */
export const deliveryCheckResponse = z.object({
  available: z.boolean(),
  pincode: z.string(),
  shipping_options: z.object({
    standard: shippingOption.nullable(),
    express: shippingOption.nullable(),
  }),
  hand_delivery: z.object({ area: z.string(), earliest: earliestHandDelivery.nullable() }).nullable(),
  unavailable_reason: z.string().nullable(),
});
export type DeliveryCheckResponse = z.infer<typeof deliveryCheckResponse>;

/** GET /orders/delivery/calendar/?address_id= (signed in): the query. */
export const deliveryCalendarQuery = z.object({ address_id: idValue("address_id") });

/** One slot on one date; `places_left` only when few are left (≤ 5), `reason` "Full" or "Closed". */
export const calendarSlot = z.object({
  id: z.number().int(),
  kind: z.enum(["window", "fixed_time", "midnight"]),
  label: z.string(),
  fee: decimalAmount,
  places_left: z.number().int().nullable(),
  available: z.boolean(),
  reason: z.string().nullable(),
});
export type CalendarSlotWire = z.infer<typeof calendarSlot>;

export const calendarDate = z.object({
  date: z.string(),
  available: z.boolean(),
  reason: z.string().nullable(),
  slots: z.array(calendarSlot),
});
export type CalendarDateWire = z.infer<typeof calendarDate>;

/**
 * The hand-delivery calendar of the address's zone for the customer's cart (decision 24). A zone
 * without hand delivery answers `area: null`, `dates: []` and checkout keeps the Standard/Express step.
 * `now` is the server's clock (the countdown's reference); `same_day_order_by` when today's cut-off
 * closes (null: no delivery today); `courier_allowed` false when a perishable in the cart rules courier
 * out, with `courier_refusal` saying which item; `terms` the hand-delivery charge and free value.
 */
export const deliveryCalendarResponse = z.object({
  area: z.string().nullable(),
  now: z.string(),
  same_day_order_by: z.string().nullable(),
  courier_allowed: z.boolean(),
  courier_refusal: z.string().nullable(),
  terms: z
    .object({ charge: decimalAmount, free_shipping_value: decimalAmount, days: z.number().int() })
    .nullable(),
  dates: z.array(calendarDate),
});
export type DeliveryCalendarResponse = z.infer<typeof deliveryCalendarResponse>;

/** GET /orders/delivery/reach/?pincode= (decision 26 "Pincode first"): open to guests. */
export const deliveryReachQuery = z.object({ pincode });

/**
 * What a pincode's zone can do from now, for the header's pincode chip and the listings' marks: where
 * it is (`place`, from its digits; null when they tell nothing), whether any zone serves it, India's
 * `today`, the earliest courier arrival (today + the quicker of Standard's and Express's days), the
 * first date with an open hand-delivery slot, and the hand-delivery area's name. Dates are India dates;
 * `reachOfAnswer` in contract/delivery-reach.ts turns it into the rule's `DeliveryReach`.
 */
export const deliveryReachResponse = z.object({
  pincode: z.string(),
  place: z.object({ city: z.string().nullable(), state: z.string() }).nullable(),
  available: z.boolean(),
  today: z.string(),
  courier_earliest: z.string().nullable(),
  hand_earliest: z.string().nullable(),
  hand_area: z.string().nullable(),
});
export type DeliveryReachResponse = z.infer<typeof deliveryReachResponse>;
