import { advance, terminalShipmentStates } from "@contract/shipment-states";
import type { Tx } from "@server/db/connect";
import { clearCourierBooking, noteCourierBooked } from "@server/modules/orders/order-courier.service";
import type { TrackingUpdate } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import { insertNewShipmentEvents } from "./shipment-events.repository";
import {
  findTrackedShipment,
  lockShipment,
  type ShipmentRow,
  type TrackingChanges,
  updateTrackedShipment,
} from "./tracked-shipments.repository";
import { type BookedParcel, moveOrderAlong, stampsOfMove } from "./tracking-moves";
import { eventsOfUpdate, statusOfUpdate, timeOfUpdate } from "./tracking-update";

type Deps = Pick<AppDeps, "db" | "couriers" | "config" | "now">;
type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

/** Always a 200 for an authorised delivery: the provider never sees a failure for data we chose not to use. */
export type TrackingWebhookResult = { status: "processed" | "duplicate" | "ignored" };

/** Logged without the AWB or anything of the customer's: only why. */
function ignored(log: Log, reason: string): TrackingWebhookResult {
  log.info({ event: "shipments.webhook_ignored", reason }, "courier update ignored");
  return { status: "ignored" };
}

/**
 * POST /courier/tracking-updates (its token already checked): records the courier's update on its
 * shipment and moves the shipment, and through it the order, only forward. Under the shipment row's
 * lock, so two deliveries of one AWB run one after the other; the update's content keys make a repeat
 * add nothing and do nothing.
 */
export async function handleTrackingWebhook(
  deps: Deps,
  log: Log,
  body: unknown,
): Promise<TrackingWebhookResult> {
  const update = deps.couriers.readTrackingWebhook(body);
  if (!update) return ignored(log, "not_tracking");
  return deps.db.transaction(async (tx) => {
    const seen = await findTrackedShipment(tx, update.awb, update.providerOrderId);
    if (!seen) return ignored(log, "unknown_awb");
    // A booking's run holds its row for up to a minute, and nothing before pickup moves anything.
    if (seen.state === "booking" || seen.state === "failed") return ignored(log, "not_booked");
    const shipment = await lockShipment(tx, seen.id);
    if (!shipment) return ignored(log, "unknown_awb");
    return applyUpdate(deps, log, tx, shipment, update);
  });
}

async function applyUpdate(
  deps: Deps,
  log: Log,
  tx: Tx,
  shipment: ShipmentRow,
  update: TrackingUpdate,
): Promise<TrackingWebhookResult> {
  const now = deps.now();
  const said = statusOfUpdate(update);
  const from = shipment.state;
  const to = said.state ? advance(from, said.state) : from;
  const moved = to === from ? null : to;
  if ((await insertNewShipmentEvents(tx, eventsOfUpdate(shipment.id, update, moved))) === 0) {
    log.info({ event: "shipments.webhook", shipmentId: shipment.id, result: "duplicate" }, "courier update");
    return { status: "duplicate" };
  }
  const { parcel, changes } = await followReassignment(deps, tx, shipment, update);
  if (said.attention && !terminalShipmentStates.has(to)) changes.attention = said.attention.slice(0, 80);
  if (update.at && (!shipment.lastStatusAt || update.at > shipment.lastStatusAt)) {
    changes.lastStatusAt = update.at;
  }
  if (moved) {
    const at = timeOfUpdate(update, now);
    Object.assign(changes, stampsOfMove(shipment, moved, at));
    await moveOrderAlong(
      tx,
      { orderId: shipment.orderId, from, to: moved, at, parcel },
      deps.config.publicUrl,
    );
  }
  await updateTrackedShipment(tx, shipment.id, changes, now);
  if (!said.state && !said.attention) {
    log.warn(
      { event: "shipments.webhook_unknown_status", shipmentId: shipment.id, code: said.code },
      "unknown status",
    );
  }
  log.info(
    {
      event: "shipments.webhook",
      shipmentId: shipment.id,
      code: said.code,
      movedTo: moved,
      result: "processed",
    },
    "courier update",
  );
  return { status: "processed" };
}

/**
 * A courier reassigned in the provider's panel before pickup gives the parcel a new AWB, which the
 * update names: the shipment and the order's summary take it, so the shopper's mails and page follow
 * the right parcel. Afterwards (or when nothing changed) the shipment's own parcel stands.
 */
async function followReassignment(
  deps: Deps,
  tx: Tx,
  shipment: ShipmentRow,
  update: TrackingUpdate,
): Promise<{ parcel: BookedParcel; changes: TrackingChanges }> {
  const courier = shipment.courierName ?? update.courierName ?? "";
  if (shipment.awb === update.awb || shipment.state !== "booked") {
    const awb = shipment.awb ?? update.awb;
    return {
      parcel: { courier, awb, trackingUrl: shipment.trackingUrl ?? deps.couriers.trackingUrl(awb) },
      changes: {},
    };
  }
  const parcel = {
    courier: update.courierName ?? courier,
    awb: update.awb,
    trackingUrl: deps.couriers.trackingUrl(update.awb),
  };
  if (shipment.awb) await clearCourierBooking(tx, shipment.orderId, shipment.awb);
  await noteCourierBooked(tx, shipment.orderId, parcel);
  return {
    parcel,
    changes: { awb: parcel.awb, courierName: parcel.courier || null, trackingUrl: parcel.trackingUrl },
  };
}
