/**
 * Orders' face for a booked courier's tracking (decision 27): the shipments module reports what the
 * courier says, and the order moves here, through the same conditional moves and mails staff's clicks
 * use. Each function takes the caller's transaction, in which the courier's update is recorded.
 */

import type { Tx } from "@server/db/connect";
import { recordOrderEvent } from "./order-events.repository";
import { enqueueStatusMail } from "./order-status-mail";
import { moveOrder } from "./orders.admin-repository";

export type CourierShipped = {
  /** When the courier picked it up (or the time of the first update past pickup). */
  at: Date;
  courier: string;
  awb: string;
  trackingUrl: string;
  /** False when the same update already says delivered: the shopper then gets only the delivered mail. */
  mail: boolean;
};

/**
 * PROCESSING → SHIPPED once, with the courier's name, AWB and tracking page on the order, a history
 * line with no staff member, and the shipped mail (`order-shipped:{id}`) when asked. False when the
 * order was not waiting to ship (staff marked it shipped by hand first, or it is no longer paid).
 */
export async function markShippedByCourier(
  tx: Tx,
  orderId: number,
  shipped: CourierShipped,
  publicUrl: string,
): Promise<boolean> {
  const { at, courier, awb, trackingUrl } = shipped;
  const changes = { courier, trackingNumber: awb, trackingUrl, shippedAt: at };
  if (!(await moveOrder(tx, orderId, "PROCESSING", "SHIPPED", changes, new Date()))) return false;
  await recordOrderEvent(tx, {
    orderId,
    kind: "shipped",
    from: "PROCESSING",
    to: "SHIPPED",
    detail: { by: "courier", courier, awb },
  });
  if (shipped.mail) {
    await enqueueStatusMail(tx, orderId, publicUrl, { kind: "shipped", courier, trackingNumber: awb });
  }
  return true;
}

/**
 * SHIPPED → DELIVERED exactly once, with the delivered mail that invites reviews
 * (`order-delivered:{id}`). False, and nothing sent, when staff already marked it delivered by hand.
 */
export async function markDeliveredByCourier(
  tx: Tx,
  orderId: number,
  at: Date,
  publicUrl: string,
): Promise<boolean> {
  if (!(await moveOrder(tx, orderId, "SHIPPED", "DELIVERED", { deliveredAt: at }, new Date()))) {
    return false;
  }
  await recordOrderEvent(tx, {
    orderId,
    kind: "delivered",
    from: "SHIPPED",
    to: "DELIVERED",
    detail: { by: "courier" },
  });
  await enqueueStatusMail(tx, orderId, publicUrl, { kind: "delivered" });
  return true;
}

/** "Your gift is out for delivery": once per order and AWB, whatever the courier repeats. */
export async function enqueueOutForDeliveryMail(
  tx: Tx,
  orderId: number,
  parcel: { courier: string; awb: string; trackingUrl: string | null },
  publicUrl: string,
): Promise<void> {
  await enqueueStatusMail(tx, orderId, publicUrl, { kind: "out_for_delivery", ...parcel });
}
