import type { ShipmentState } from "@contract/shipment-states";

/** What staff call each state of a courier booking. */
export const shipmentStateNames: Record<ShipmentState, string> = {
  booking: "Booking",
  booked: "Booked",
  picked_up: "Picked up",
  in_transit: "In transit",
  out_for_delivery: "Out for delivery",
  delivered: "Delivered",
  rto: "Returned (RTO)",
  failed: "Failed",
  cancelled: "Cancelled",
};

const styles: Record<ShipmentState, string> = {
  booking: "bg-yellow-100 text-yellow-800 ring-yellow-200",
  booked: "bg-blue-100 text-blue-800 ring-blue-200",
  picked_up: "bg-purple-100 text-purple-800 ring-purple-200",
  in_transit: "bg-purple-100 text-purple-800 ring-purple-200",
  out_for_delivery: "bg-purple-100 text-purple-800 ring-purple-200",
  delivered: "bg-green-100 text-green-800 ring-green-200",
  rto: "bg-red-100 text-red-800 ring-red-200",
  failed: "bg-red-100 text-red-800 ring-red-200",
  cancelled: "bg-cocoa-100 text-cocoa-700 ring-cocoa-200",
};

/** A courier booking's state, in the colours the order chips use for the same stage of the journey. */
export function ShipmentStateChip({ state }: { state: ShipmentState }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs tracking-wide ring-1 ${styles[state]}`}
    >
      {shipmentStateNames[state]}
    </span>
  );
}
