import type { AdminShipment } from "@contract/admin/shipments";
import { shipmentStateNames } from "@web/admin/components/shipment-state-chip";

/** The order's bookings that were refused or cancelled before the one shown, in a line each. */
export function EarlierBookings({ shipments }: { shipments: AdminShipment[] }) {
  if (shipments.length === 0) return null;
  return (
    <section aria-label="Earlier bookings" className="mt-4 border-cocoa-100 border-t pt-3 text-sm">
      <h3 className="mb-1 font-semibold text-cocoa-800">Earlier bookings</h3>
      <ul className="space-y-1 text-cocoa-700">
        {shipments.map((shipment) => (
          <li key={shipment.id}>
            {shipmentStateNames[shipment.state]}
            {shipment.courier && ` · ${shipment.courier}`}
            {shipment.awb && ` · AWB ${shipment.awb}`}
            {shipment.last_error && ` · ${shipment.last_error}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
