import { createHash } from "node:crypto";
import type { ShipmentState } from "@contract/shipment-states";
import type { TrackingUpdate } from "@server/platform/couriers/courier-provider";
import { shipmentStateForCode } from "@server/platform/couriers/shiprocket-statuses";
import type { NewShipmentEvent } from "./shipment-events.repository";

type Scan = TrackingUpdate["scans"][number];

/** The provider sends no event id, so an update is known again by what it says. */
const contentKey = (...parts: (string | number | null)[]) =>
  createHash("sha256")
    .update(parts.map((part) => String(part ?? "")).join("|"))
    .digest("hex");

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The scan the courier made last (by its time; of scans without one, the last listed). */
function newestScan(scans: Scan[]): Scan | null {
  let newest: Scan | null = null;
  for (const scan of scans) {
    if (!newest || (scan.at?.getTime() ?? 0) >= (newest.at?.getTime() ?? 0)) newest = scan;
  }
  return newest;
}

/**
 * What the update's status code (or, without one, its text) says of the parcel: `state` null records it
 * without a move; `attention` is an exception staff should see.
 */
export function statusOfUpdate(update: TrackingUpdate): {
  code: number | null;
  state: ShipmentState | null;
  attention: string | null;
} {
  return { code: update.statusCode, ...shipmentStateForCode(update.statusCode, update.statusLabel) };
}

/** When the update happened as the courier tells it; when it does not say, when it reached us. */
export const timeOfUpdate = (update: TrackingUpdate, receivedAt: Date): Date =>
  update.at ?? newestScan(update.scans)?.at ?? receivedAt;

/**
 * The update's rows for the timeline: its status, keyed by AWB, code and the courier's timestamp, and
 * each scan, keyed by AWB, time, code, activity and place. Text is cut to the columns' bounds.
 */
export function eventsOfUpdate(
  shipmentId: number,
  update: TrackingUpdate,
  movedTo: ShipmentState | null,
): NewShipmentEvent[] {
  const status: NewShipmentEvent = {
    shipmentId,
    kind: "status",
    dedupeKey: contentKey(update.awb, update.statusCode ?? update.statusLabel, iso(update.at)),
    code: update.statusCode,
    label: update.statusLabel.slice(0, 80),
    occurredAt: update.at,
    movedTo,
  };
  const scans = update.scans.map(
    (scan): NewShipmentEvent => ({
      shipmentId,
      kind: "scan",
      dedupeKey: contentKey(update.awb, iso(scan.at), scan.code, scan.activity, scan.location),
      code: scan.code,
      label: scan.label.slice(0, 80),
      activity: scan.activity.slice(0, 300),
      location: scan.location.slice(0, 120),
      occurredAt: scan.at,
    }),
  );
  return [status, ...scans];
}
