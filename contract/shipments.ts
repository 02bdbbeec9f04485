import { z } from "zod";
import { shipmentStates } from "./shipment-states";

/**
 * GET /orders/{id}/tracking/ (decision 27): the courier's progress for the order's owner, newest update
 * first. `state` is null when no courier was booked (manual shipping, hand delivery, not yet booked).
 * The courier's own activity text is never sent: it can carry the delivery agent's phone number.
 */
export const orderTracking = z.object({
  state: z.enum(shipmentStates).nullable(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** The India date the courier expects to deliver. */
  expected_on: z.string().nullable(),
  updates: z.array(
    z.object({
      /** ISO instant; null when the courier's time could not be read. */
      at: z.string().nullable(),
      text: z.string(),
      location: z.string(),
    }),
  ),
});
export type OrderTracking = z.infer<typeof orderTracking>;

/** While the parcel is on its way the order page asks again this often (and only while the tab is visible). */
export const trackingRefreshMs = 30_000;
