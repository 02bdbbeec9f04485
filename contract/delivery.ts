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

/** Product §3 "Delivery check result"; an unserved pincode has `available: false` and both options null. */
export const deliveryCheckResponse = z.object({
  available: z.boolean(),
  pincode: z.string(),
  shipping_options: z.object({
    standard: shippingOption.nullable(),
    express: shippingOption.nullable(),
  }),
});
export type DeliveryCheckResponse = z.infer<typeof deliveryCheckResponse>;
