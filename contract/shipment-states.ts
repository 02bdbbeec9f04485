/**
 * A courier shipment's life (decision 27): booked with the courier, then moved only forward by the
 * courier's tracking updates, which may arrive late, twice or out of order. Pure and shared: the server
 * applies updates with `advance`, the order page draws its timeline with the labels.
 */

export const shipmentStates = [
  "booking",
  "booked",
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "rto",
  "failed",
  "cancelled",
] as const;
export type ShipmentState = (typeof shipmentStates)[number];

/** How far along each state is; delivered and returned (RTO) are both the end of the road. */
const rank: Record<ShipmentState, number> = {
  booking: 0,
  booked: 1,
  picked_up: 2,
  in_transit: 3,
  out_for_delivery: 4,
  delivered: 5,
  rto: 5,
  failed: 0,
  cancelled: 1,
};

/** States nothing moves on from: the first of delivered and RTO wins; a failed or cancelled booking is over. */
export const terminalShipmentStates: ReadonlySet<ShipmentState> = new Set([
  "delivered",
  "rto",
  "failed",
  "cancelled",
]);

/**
 * The state after an update says `incoming`: a step forward is taken, anything else leaves `current`.
 * A booking can only fail while it is being made, and be cancelled (in the courier's panel) only
 * before pickup; once the parcel moves, only the courier's own scans move it on.
 */
export function advance(current: ShipmentState, incoming: ShipmentState): ShipmentState {
  if (terminalShipmentStates.has(current)) return current;
  if (incoming === "failed") return current === "booking" ? "failed" : current;
  if (incoming === "cancelled") return current === "booking" || current === "booked" ? "cancelled" : current;
  return rank[incoming] > rank[current] ? incoming : current;
}

/** What the shopper's timeline says of each state it shows. */
export const shipmentStateLabels: Record<ShipmentState, string> = {
  booking: "Packing",
  booked: "Packed, waiting for the courier",
  picked_up: "Shipped",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  rto: "Returned to us",
  failed: "Courier booking failed",
  cancelled: "Courier booking cancelled",
};
