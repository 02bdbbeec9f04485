import { createHash } from "node:crypto";
import type { Tx } from "@server/db/connect";
import {
  type CourierBookingSource,
  noteCourierBooked,
  peekCourierBookingSource,
  releaseCourierClaim,
} from "@server/modules/orders/order-courier.service";
import { CourierError } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import { retryDelayMs } from "@server/platform/mail-outbox";
import { bookingChain, type Progress, progressOf } from "./booking-chain";
import { bookingMessages } from "./shipment-messages";
import {
  insertShipmentEvent,
  type ShipmentChanges,
  type ShipmentRow,
  saveShipment,
} from "./shipments.repository";

export type RunDeps = Pick<AppDeps, "couriers" | "storage" | "now">;

/**
 * How a run ended. `refused`: a definite no, the row failed (or, cancelled at the provider, cancelled)
 * and the order's claim released; `on_hold`: no answer, the row waits for its `retry_at`; `untouched`:
 * the row was not a booking any more (another run finished it first).
 */
export type RunOutcome =
  | { kind: "booked" | "cancelled" | "on_hold" | "untouched"; row: ShipmentRow }
  | { kind: "refused"; row: ShipmentRow; message: string };

const bounded = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const progressChanges = (progress: Progress): ShipmentChanges => ({
  providerOrderId: progress.providerOrderId,
  providerShipmentId: progress.providerShipmentId,
  awb: progress.awb,
  courierId: progress.courierId,
  courierName: progress.courierName,
  chargePaise: progress.chargePaise,
  expectedOn: progress.expectedOn,
  pickupScheduledFor: progress.pickupScheduledFor,
  pickupToken: progress.pickupToken,
  manifestUrl: progress.manifestUrl,
  labelKey: progress.labelKey,
});

/** No answer: try again later, waiting longer each time (30 s, 1 min, 2 min … an hour). */
async function holdOn(
  tx: Tx,
  deps: RunDeps,
  row: ShipmentRow,
  changes: ShipmentChanges,
): Promise<RunOutcome> {
  const now = deps.now();
  const attempts = row.attempts + 1;
  const held = await saveShipment(tx, row.id, {
    ...changes,
    attempts,
    retryAt: new Date(now.getTime() + retryDelayMs(attempts)),
    lastError: bookingMessages.didNotAnswer,
    updatedAt: now,
  });
  return { kind: "on_hold", row: held };
}

/** A definite no: the row ends as `state`, and the order is unpacked again if this booking packed it. */
async function giveUp(
  tx: Tx,
  deps: RunDeps,
  row: ShipmentRow,
  changes: ShipmentChanges & { state: "failed" | "cancelled" },
  message: string,
): Promise<RunOutcome> {
  const now = deps.now();
  const ended = await saveShipment(tx, row.id, {
    ...changes,
    lastError: bounded(message, 300),
    retryAt: null,
    ...(changes.state === "cancelled" ? { cancelledAt: now } : {}),
    updatedAt: now,
  });
  await releaseCourierClaim(tx, row.orderId, row.stampedPackedAt);
  return { kind: "refused", row: ended, message };
}

/** The booking is made: the row is booked, the order carries its courier and AWB, the timeline says so. */
async function booked(tx: Tx, deps: RunDeps, row: ShipmentRow, progress: Progress): Promise<RunOutcome> {
  const now = deps.now();
  const awb = progress.awb ?? "";
  const courier = progress.courierName ?? "Courier";
  const trackingUrl = deps.couriers.trackingUrl(awb) || null;
  const done = await saveShipment(tx, row.id, {
    ...progressChanges(progress),
    state: "booked",
    courierName: courier,
    trackingUrl,
    bookedAt: now,
    retryAt: null,
    lastError: progress.warnings.length > 0 ? bounded(progress.warnings.join(" "), 300) : null,
    updatedAt: now,
  });
  await noteCourierBooked(tx, row.orderId, { courier, awb, trackingUrl });
  await insertShipmentEvent(tx, {
    shipmentId: row.id,
    kind: "status",
    dedupeKey: createHash("sha256").update(`booked|${awb}`).digest("hex"),
    label: bounded(`Booked with ${courier}`, 80),
    occurredAt: now,
    movedTo: "booked",
  });
  return { kind: "booked", row: done };
}

/**
 * A booking staff cancelled while on hold, or whose order moved on without it (cancelled, or shipped by
 * hand): its provider order, found by channel id when the row does not know it, is cancelled there, and
 * the order's claim released. No answer keeps it waiting, still marked for cancelling.
 */
async function cancelHeld(tx: Tx, deps: RunDeps, row: ShipmentRow): Promise<RunOutcome> {
  let providerOrderId = row.providerOrderId;
  try {
    if (providerOrderId === null) {
      const found = await deps.couriers.findBooking(row.channelOrderId);
      if (found && !found.cancelled) providerOrderId = found.providerOrderId;
    }
    if (providerOrderId !== null) await deps.couriers.cancel(providerOrderId);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.kind === "unavailable")
      return holdOn(tx, deps, row, { providerOrderId, cancelRequested: true });
    return giveUp(tx, deps, row, { state: "failed", providerOrderId }, error.message);
  }
  const now = deps.now();
  const cancelled = await saveShipment(tx, row.id, {
    state: "cancelled",
    providerOrderId,
    cancelRequested: true,
    cancelledAt: now,
    retryAt: null,
    lastError: null,
    updatedAt: now,
  });
  await releaseCourierClaim(tx, row.orderId, row.stampedPackedAt);
  return { kind: "cancelled", row: cancelled };
}

const orderMovedOn = (source: CourierBookingSource) =>
  source.orderStatus !== "PROCESSING" || source.paymentStatus !== "PAID";

/**
 * Runs a booking whose row the caller has locked (`FOR UPDATE`) in `tx`, holding that lock across the
 * provider calls so no other run, cancel or webhook touches it meanwhile; the order row is not held
 * (its claim already stamped it). Whatever the provider answers is written in `tx`; only a fault of
 * ours (a bug, the database) throws, and then the claim stands for the worker to pick up again.
 */
export async function runLockedBooking(deps: RunDeps, tx: Tx, row: ShipmentRow): Promise<RunOutcome> {
  if (row.state !== "booking") return { kind: "untouched", row };
  const source = await peekCourierBookingSource(tx, row.orderId);
  if (!source) throw new Error(`shipment ${row.id} names no order`);
  if (row.cancelRequested || orderMovedOn(source)) return cancelHeld(tx, deps, row);
  const progress = progressOf(row);
  try {
    const result = await bookingChain(deps, row, source, progress);
    if (result === "booked") return await booked(tx, deps, row, progress);
    return giveUp(
      tx,
      deps,
      row,
      { ...progressChanges(progress), state: "cancelled" },
      bookingMessages.cancelledAtProvider(row.channelOrderId),
    );
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.kind === "unavailable") return holdOn(tx, deps, row, progressChanges(progress));
    return giveUp(tx, deps, row, { ...progressChanges(progress), state: "failed" }, error.message);
  }
}
