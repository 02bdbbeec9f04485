import type { OrderTracking } from "@contract/shipments";
import { customersOrderRow, orderNotFound } from "@server/modules/orders/orders.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { shipmentTimeline } from "./shipment-events.repository";
import { bookedShipmentOfOrder } from "./tracked-shipments.repository";

/** The most updates the order page lists; a parcel's whole journey is a few dozen. */
const updatesShown = 100;

/** Couriers' words the shopper reads as letters, not as a word. */
const initialisms = new Set(["rto", "ndr", "ofd", "awb", "cod", "pod"]);

/**
 * "REACHED AT DESTINATION HUB" → "Reached at destination hub", keeping "RTO" as it is read. A label
 * already in mixed case ("Booked with Blue Dart") is left as written: its capitals are names.
 */
export function sentenceCase(label: string): string {
  if (/\p{Ll}/u.test(label)) return label.trim();
  const words = label.trim().toLowerCase().split(/\s+/);
  const text = words.map((word) => (initialisms.has(word) ? word.toUpperCase() : word)).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const untracked: OrderTracking = {
  state: null,
  courier: null,
  awb: null,
  tracking_url: null,
  expected_on: null,
  updates: [],
};

/**
 * GET /orders/{id}/tracking/: the courier's progress for the order's owner (another customer's order
 * is not found, exactly like a missing one). An order shipped by hand or not booked has none.
 */
export async function orderTracking(
  deps: Pick<AppDeps, "db">,
  user: AuthUser,
  orderId: number,
): Promise<OrderTracking> {
  if (!(await customersOrderRow(deps, user, orderId))) throw notFound(orderNotFound);
  const shipment = await bookedShipmentOfOrder(deps.db, orderId);
  if (!shipment) return untracked;
  const updates = await shipmentTimeline(deps.db, shipment.id, updatesShown);
  return {
    state: shipment.state,
    courier: shipment.courierName,
    awb: shipment.awb,
    tracking_url: shipment.trackingUrl,
    expected_on: shipment.expectedOn,
    updates: updates.map((update) => ({
      at: update.occurredAt?.toISOString() ?? null,
      text: sentenceCase(update.label),
      location: update.location,
    })),
  };
}
