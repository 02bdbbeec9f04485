import type { AdminShipment, ParcelInput } from "@contract/admin/shipments";
import { paiseToDecimal } from "@contract/money";
import type { Parcel } from "@server/platform/couriers/courier-provider";
import type { ShipmentEventRow, ShipmentRow } from "./shipments.repository";

/** What a booking's view needs of its order. */
export type OrderFacts = { orderNumber: string; shippingMethod: "S" | "E" | "L" };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const parcelWire = (parcel: Parcel): ParcelInput => ({
  weight_grams: parcel.weightGrams,
  length_cm: parcel.lengthCm,
  breadth_cm: parcel.breadthCm,
  height_cm: parcel.heightCm,
});

export const parcelFromWire = (parcel: ParcelInput): Parcel => ({
  weightGrams: parcel.weight_grams,
  lengthCm: parcel.length_cm,
  breadthCm: parcel.breadth_cm,
  heightCm: parcel.height_cm,
});

/** A booking as staff see it, with the courier's updates newest first (its own activity text included). */
export function toAdminShipment(
  row: ShipmentRow,
  order: OrderFacts,
  events: readonly ShipmentEventRow[],
): AdminShipment {
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: order.orderNumber,
    shipping_method: order.shippingMethod,
    state: row.state,
    courier: row.courierName,
    awb: row.awb,
    tracking_url: row.trackingUrl,
    charge: row.chargePaise === null ? null : paiseToDecimal(row.chargePaise),
    parcel: parcelWire(row),
    pickup_scheduled_for: iso(row.pickupScheduledFor),
    pickup_token: row.pickupToken,
    manifest_url: row.manifestUrl,
    expected_on: row.expectedOn,
    attention: row.attention,
    last_error: row.lastError,
    attempts: row.attempts,
    retry_at: iso(row.retryAt),
    cancel_requested: row.cancelRequested,
    booked_at: iso(row.bookedAt),
    updated_at: row.updatedAt.toISOString(),
    updates: events.map((event) => ({
      at: iso(event.occurredAt),
      label: event.label,
      activity: event.activity,
      location: event.location,
    })),
  };
}
