import { type AdminShipment, shipmentMessages } from "@contract/admin/shipments";
import type { Tx } from "@server/db/connect";
import { clearCourierBooking } from "@server/modules/orders/order-courier.service";
import { recordAudit } from "@server/platform/audit-log";
import { CourierError } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { assertBooks } from "./booking-claim";
import { runLockedBooking } from "./booking-run";
import { bookingMessages } from "./shipment-messages";
import { shipmentView } from "./shipments.admin-service";
import { lockShipment, type ShipmentRow, saveShipment } from "./shipments.repository";

type Deps = Pick<AppDeps, "db" | "couriers" | "storage" | "now">;

/** The booking's provider order, looked up by channel id when the row never learnt it; null when none. */
async function providerOrderOf(deps: Deps, row: ShipmentRow): Promise<string | null> {
  if (row.providerOrderId !== null) return row.providerOrderId;
  const found = await deps.couriers.findBooking(row.channelOrderId);
  return found && !found.cancelled ? found.providerOrderId : null;
}

/**
 * A booked (or refused) booking cancelled at the provider with its row locked, then cancelled here and,
 * if it was booked, its courier and AWB taken off the order (which stays packed and can be booked again
 * under a new channel id). The provider not answering is a 503 with nothing changed.
 */
async function cancelAtProvider(deps: Deps, tx: Tx, staff: StaffUser, row: ShipmentRow) {
  let providerOrderId: string | null;
  try {
    providerOrderId = await providerOrderOf(deps, row);
    if (providerOrderId !== null) await deps.couriers.cancel(providerOrderId);
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    if (error.kind === "unavailable") {
      throw new AppError("unavailable", bookingMessages.cancelUnavailable, undefined, {
        "retry-after": "60",
      });
    }
    throw new AppError("conflict", bookingMessages.cancelRefused(error.message));
  }
  const now = deps.now();
  await saveShipment(tx, row.id, {
    state: "cancelled",
    providerOrderId,
    cancelledAt: now,
    retryAt: null,
    updatedAt: now,
  });
  if (row.state === "booked" && row.awb !== null) await clearCourierBooking(tx, row.orderId, row.awb);
  await recordAudit(tx, staff, {
    action: "cancel",
    entity: "shipment",
    entityId: row.id,
    before: { state: row.state, awb: row.awb },
    after: { state: "cancelled" },
  });
}

/**
 * POST /api/admin/shipments/{id}/cancel/, before pickup only. A booking on hold is marked for
 * cancelling and the cancel tried at once (looked up by channel id first); if the provider still does
 * not answer, the booking worker finishes it.
 */
export async function cancelShipment(deps: Deps, staff: StaffUser, id: number): Promise<AdminShipment> {
  assertBooks(deps);
  const onHold = await deps.db.transaction(async (tx: Tx) => {
    const row = await lockShipment(tx, id);
    if (!row) throw notFound(shipmentMessages.notFound);
    if (row.state === "cancelled") throw new AppError("conflict", bookingMessages.alreadyCancelled);
    if (row.state === "booking") {
      await saveShipment(tx, id, { cancelRequested: true, updatedAt: deps.now() });
      await recordAudit(tx, staff, {
        action: "cancel",
        entity: "shipment",
        entityId: id,
        before: { state: "booking" },
        after: { cancel_requested: true },
      });
      return true;
    }
    if (row.state !== "booked" && row.state !== "failed")
      throw new AppError("conflict", shipmentMessages.pickedUp);
    await cancelAtProvider(deps, tx, staff, row);
    return false;
  });
  if (onHold) {
    await deps.db.transaction(async (tx: Tx) => {
      const row = await lockShipment(tx, id);
      if (row) await runLockedBooking(deps, tx, row);
    });
  }
  return shipmentView(deps.db, id);
}
