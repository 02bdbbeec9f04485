import type { AdminShipment, BulkBookingResult } from "@contract/admin/shipments";
import { AwbLink } from "@web/admin/components/awb-link";
import { ShipmentStateChip } from "@web/admin/components/shipment-state-chip";
import { ButtonLink } from "@web/components/ui/button";
import { type BookingProgress, stillBooking, useBulkProgress } from "../api/get-bulk-progress";

/** What was sent with 'Book selected', and what the server answered at once. */
export type BulkBatch = {
  orders: { order_id: number; order_number: string }[];
  result: BulkBookingResult;
};

function Outcome({ shipment }: { shipment: AdminShipment | undefined }) {
  if (!shipment) return <span className="text-cocoa-600">Waiting for the booking worker…</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <ShipmentStateChip state={shipment.state} />
      {shipment.courier && <span>{shipment.courier}</span>}
      {shipment.awb && (
        <span>
          AWB <AwbLink awb={shipment.awb} trackingUrl={shipment.tracking_url} />
        </span>
      )}
      {shipment.last_error && <span className="text-red-800">{shipment.last_error}</span>}
    </span>
  );
}

function summary(batch: BulkBatch, progress: BookingProgress | undefined): string {
  const queued = batch.result.queued;
  const waiting = queued.filter((id) => stillBooking(progress, id)).length;
  const failed = queued.filter((id) => progress?.get(id)?.state === "failed").length;
  const refused = batch.result.refused.length + failed;
  const booked = queued.length - waiting - failed;
  return [
    `${booked} booked`,
    waiting > 0 ? `${waiting} still booking` : null,
    refused > 0 ? `${refused} refused` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Each order sent with 'Book selected' as the booking worker gets to it: refused at once with why, or
 * its state, courier and AWB (or Shiprocket's message), asked again every few seconds until none is
 * still booking.
 */
export function BulkProgress({ batch }: { batch: BulkBatch }) {
  const progress = useBulkProgress(batch.result.queued);
  const refusals = new Map(batch.result.refused.map((refusal) => [refusal.order_id, refusal.message]));
  const settled = batch.result.queued.every((id) => !stillBooking(progress.data, id));
  return (
    <section
      aria-labelledby="bulk-progress-heading"
      className="mb-6 rounded-xl border border-cocoa-100 bg-white p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="bulk-progress-heading" className="font-semibold text-cocoa-900 text-lg">
          Booking progress
        </h2>
        {settled && batch.result.queued.length > 0 && (
          <ButtonLink to="?view=booked" variant="outline" size="sm">
            Print from Booked
          </ButtonLink>
        )}
      </div>
      <p aria-live="polite" className="mb-3 text-cocoa-700 text-sm">
        {summary(batch, progress.data)}
      </p>
      <ul className="divide-y divide-cocoa-100 text-sm">
        {batch.orders.map((order) => {
          const refusal = refusals.get(order.order_id);
          return (
            <li key={order.order_id} className="flex flex-wrap gap-x-4 gap-y-1 py-2">
              <span className="w-44 shrink-0 font-mono font-semibold">#{order.order_number}</span>
              {refusal ? (
                <span className="text-red-800">Refused: {refusal}</span>
              ) : (
                <Outcome shipment={progress.data?.get(order.order_id)} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
