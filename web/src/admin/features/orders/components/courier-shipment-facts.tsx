import type { AdminShipment } from "@contract/admin/shipments";
import { isIndiaDate, shortDayText } from "@contract/india-time";
import { AwbLink } from "@web/admin/components/awb-link";
import { ShipmentStateChip } from "@web/admin/components/shipment-state-chip";
import { formatDateTime } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { AlertTriangle } from "lucide-react";
import { Row } from "./panel";

const parcelText = ({ parcel }: AdminShipment) =>
  `${parcel.weight_grams} g · ${parcel.length_cm} × ${parcel.breadth_cm} × ${parcel.height_cm} cm`;

function pickupText({ pickup_scheduled_for: at, pickup_token: token }: AdminShipment): string {
  if (!at && !token) return "—";
  return [at ? formatDateTime(at) : null, token ? `token ${token}` : null].filter(Boolean).join(" · ");
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What went wrong, in the words that fit the state: on hold, refused, or a warning on a booking made. */
function errorText(shipment: AdminShipment): string | null {
  const { last_error: error, state, retry_at: retryAt } = shipment;
  if (!error) return null;
  if (state === "booking") {
    return `On hold: ${sentence(error)}${retryAt ? ` Next try ${formatDateTime(retryAt)}.` : ""}`;
  }
  return `${state === "failed" ? "Refused" : "Note"}: ${sentence(error)}`;
}

/** The courier's updates, newest first, with its own activity text (staff only: it can name the rider). */
function CourierUpdates({ updates }: { updates: AdminShipment["updates"] }) {
  if (updates.length === 0) return null;
  return (
    <section aria-label="Courier's updates" className="mt-4 border-cocoa-100 border-t pt-3">
      <h3 className="mb-2 font-semibold text-cocoa-800 text-sm">Courier's updates</h3>
      <ol className="space-y-2 text-sm">
        {updates.map((update, index) => (
          // Updates have no id of their own, and the list only ever grows from the top.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <p className="font-medium text-cocoa-900">{update.label}</p>
            <p className="text-cocoa-600 text-xs">
              {[update.at ? formatDateTime(update.at) : null, update.location || null]
                .filter(Boolean)
                .join(" · ")}
            </p>
            {update.activity && <p className="text-cocoa-700 text-xs">{update.activity}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One courier booking: its state, courier, AWB, pickup, charge and parcel, what needs a look, and its updates. */
export function CourierShipmentFacts({ shipment }: { shipment: AdminShipment }) {
  const problem = errorText(shipment);
  return (
    <>
      <dl className="text-sm">
        <Row label="State">
          <ShipmentStateChip state={shipment.state} />
        </Row>
        <Row label="Courier">{shipment.courier ?? "—"}</Row>
        <Row label="AWB">
          <AwbLink awb={shipment.awb} trackingUrl={shipment.tracking_url} />
        </Row>
        <Row label="Pickup">
          {/* Broken between words where it can: the row breaks anywhere, for long unspaced values. */}
          <span className="[word-break:normal]">{pickupText(shipment)}</span>
        </Row>
        <Row label="Charge">{shipment.charge ? formatAmount(shipment.charge) : "—"}</Row>
        <Row label="Parcel">{parcelText(shipment)}</Row>
        {shipment.expected_on && (
          <Row label="Expected">
            {isIndiaDate(shipment.expected_on) ? shortDayText(shipment.expected_on) : shipment.expected_on}
          </Row>
        )}
        {shipment.manifest_url && (
          <Row label="Manifest">
            <a
              href={shipment.manifest_url}
              target="_blank"
              rel="noreferrer"
              className="text-amber-800 underline-offset-2 hover:underline"
            >
              Open manifest
            </a>
          </Row>
        )}
      </dl>
      {shipment.cancel_requested && (
        <p className="mt-3 rounded-lg bg-cocoa-50 p-3 text-cocoa-700 text-sm">
          Cancelling: the booking is cancelled at Shiprocket as soon as it answers.
        </p>
      )}
      {shipment.attention && (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 font-medium text-amber-900 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Needs attention: {shipment.attention}
        </p>
      )}
      {problem && <p className="mt-3 rounded-lg bg-red-50 p-3 text-red-800 text-sm">{problem}</p>}
      <CourierUpdates updates={shipment.updates} />
    </>
  );
}
