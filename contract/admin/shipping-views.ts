import { z } from "zod";
import { decimalAmount } from "../catalog";
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
  pincodes: z.array(z.string()),
  standard: shippingTerms,
  express: shippingTerms.nullable(),
});
export type AdminShippingZone = z.infer<typeof adminShippingZone>;

export const adminShippingZonePage = adminPage(adminShippingZone);
