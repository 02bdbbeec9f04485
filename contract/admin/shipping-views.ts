import { z } from "zod";
import { decimalAmount } from "../catalog";
import { adminLocalDelivery } from "./delivery-slots";
import { adminPage } from "./paging";

/** A shipping zone as the back office reads it; the web imports these as types only (see offer-views.ts). */

const shippingTerms = z.object({
  days: z.number().int(),
  charge: decimalAmount,
  free_shipping_value: decimalAmount,
});

export const adminShippingZone = z.object({
  id: z.number().int(),
  name: z.string(),
  is_active: z.boolean(),
  courier_enabled: z.boolean(),
  pincodes: z.array(z.string()),
  standard: shippingTerms,
  express: shippingTerms.nullable(),
  /** The zone's hand delivery (decision 24), switched on or off; null when it never had one. */
  local_delivery: adminLocalDelivery.nullable(),
});
export type AdminShippingZone = z.infer<typeof adminShippingZone>;

export const adminShippingZonePage = adminPage(adminShippingZone);
