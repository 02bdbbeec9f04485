import { type AdminShipment, type BookShipmentRequest, shipmentMessages } from "@contract/admin/shipments";
import type { Tx } from "@server/db/connect";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { parcelOf } from "./booking-chain";
import { assertBooks, claimBooking } from "./booking-claim";
import { runLockedBooking } from "./booking-run";
import { bookingMessages } from "./shipment-messages";
import { shipmentView } from "./shipments.admin-service";
import { parcelFromWire } from "./shipments.admin-view";
import { findShipment, lockShipment } from "./shipments.repository";

type Deps = Pick<AppDeps, "db" | "couriers" | "storage" | "now">;

/** The worker leaves a booking staff are running alone this long; after it, it is the worker's. */
const staffRunGraceMs = 2 * 60_000;

/**
 * The second half, at once for the staff member waiting: the booking runs under its row's lock (see
 * `runLockedBooking`) and its outcome becomes the answer: the booking, 409 with the provider's words,
 * or 503 while the provider did not answer (the booking on hold, to be looked up before it is tried
 * again).
 */
async function runNow(deps: Deps, shipmentId: number): Promise<AdminShipment> {
  const outcome = await deps.db.transaction(async (tx: Tx) => {
    const row = await lockShipment(tx, shipmentId);
    if (!row) throw notFound(shipmentMessages.notFound);
    return runLockedBooking(deps, tx, row);
  });
  if (outcome.kind === "refused") throw new AppError("conflict", shipmentMessages.refused(outcome.message));
  if (outcome.kind === "on_hold") {
    const view = await shipmentView(deps.db, shipmentId);
    throw new AppError("unavailable", shipmentMessages.onHold(view.order_number), undefined, {
      "retry-after": "60",
    });
  }
  return shipmentView(deps.db, shipmentId);
}

/** POST /api/admin/shipments/: book one order with the courier chosen (or the default rule), now. */
export async function bookShipment(deps: Deps, staff: StaffUser, input: BookShipmentRequest) {
  assertBooks(deps);
  const row = await claimBooking(deps, staff, {
    orderId: input.order_id,
    courierId: input.courier_id,
    parcel: parcelFromWire(input.parcel),
    retryAt: new Date(deps.now().getTime() + staffRunGraceMs),
    action: "book",
  });
  return runNow(deps, row.id);
}

/**
 * POST /api/admin/shipments/{id}/retry/: a booking on hold runs now (looking its order up first); a
 * refused one is claimed again, reopened with its channel id and provider order, and run.
 */
export async function retryShipment(deps: Deps, staff: StaffUser, id: number): Promise<AdminShipment> {
  assertBooks(deps);
  const row = await findShipment(deps.db, id);
  if (!row) throw notFound(shipmentMessages.notFound);
  if (row.state === "failed") {
    await claimBooking(deps, staff, {
      orderId: row.orderId,
      courierId: row.courierId,
      parcel: parcelOf(row),
      retryAt: new Date(deps.now().getTime() + staffRunGraceMs),
      action: "retry",
      shipmentId: row.id,
    });
  } else if (row.state === "booking") {
    await deps.db.transaction((tx: Tx) =>
      recordAudit(tx, staff, {
        action: "retry",
        entity: "shipment",
        entityId: id,
        before: { state: "booking", attempts: row.attempts, last_error: row.lastError },
      }),
    );
  } else {
    throw new AppError("conflict", bookingMessages.nothingToRetry);
  }
  return runNow(deps, id);
}
