import type { ShipmentState } from "@contract/shipment-states";
import type { Tx } from "@server/db/connect";
import { clearCourierBooking } from "@server/modules/orders/order-courier.service";
import {
  enqueueOutForDeliveryMail,
  markDeliveredByCourier,
  markShippedByCourier,
} from "@server/modules/orders/order-courier-tracking.service";
import type { ShipmentRow, TrackingChanges } from "./tracked-shipments.repository";

/** The parcel has left us: picked up, on its way, delivered or coming back. */
const onTheWay: ReadonlySet<ShipmentState> = new Set([
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "rto",
]);

export const rtoAttention = "Returned to us (RTO)";

export type BookedParcel = { courier: string; awb: string; trackingUrl: string };

/** The times a move stamps on the shipment; a state skipped over (booked straight to delivered) still counts as picked up. */
export function stampsOfMove(shipment: ShipmentRow, to: ShipmentState, at: Date): TrackingChanges {
  return {
    state: to,
    ...(onTheWay.has(to) && shipment.pickedUpAt === null ? { pickedUpAt: at } : {}),
    ...(to === "out_for_delivery" ? { outForDeliveryAt: at } : {}),
    ...(to === "delivered" ? { deliveredAt: at, attention: null } : {}),
    ...(to === "rto" ? { rtoAt: at, attention: rtoAttention } : {}),
    ...(to === "cancelled" ? { cancelledAt: at } : {}),
  };
}

/**
 * What the shipment's move means for its order, in the same transaction: shipped once when the parcel
 * first leaves (the shipped mail only if it is still on its way: a parcel already delivered gets the
 * delivered mail alone, and one coming back gets none), the out-for-delivery mail, delivered once, and
 * a booking cancelled in the provider's panel taken off the order.
 */
export async function moveOrderAlong(
  tx: Tx,
  move: { orderId: number; from: ShipmentState; to: ShipmentState; at: Date; parcel: BookedParcel },
  publicUrl: string,
): Promise<void> {
  const { orderId, from, to, at, parcel } = move;
  if (onTheWay.has(to) && !onTheWay.has(from)) {
    const mail = to !== "delivered" && to !== "rto";
    await markShippedByCourier(tx, orderId, { at, ...parcel, mail }, publicUrl);
  }
  if (to === "out_for_delivery") await enqueueOutForDeliveryMail(tx, orderId, parcel, publicUrl);
  if (to === "delivered") await markDeliveredByCourier(tx, orderId, at, publicUrl);
  if (to === "cancelled") await clearCourierBooking(tx, orderId, parcel.awb);
}
