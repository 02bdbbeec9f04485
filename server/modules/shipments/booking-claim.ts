import { adminOrderMessages } from "@contract/admin/orders";
import { shipmentMessages } from "@contract/admin/shipments";
import type { Tx } from "@server/db/connect";
import { claimForCourier, courierBookingSource } from "@server/modules/orders/order-courier.service";
import { recordAudit } from "@server/platform/audit-log";
import type { Parcel } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { bookingMessages } from "./shipment-messages";
import { insertShipment, reopenFailed, type ShipmentRow, shipmentsOfOrder } from "./shipments.repository";

export type ClaimDeps = Pick<AppDeps, "db" | "couriers" | "now">;

export type BookingClaim = {
  orderId: number;
  /** Null: the default rule picks when the booking runs (`defaultCourierId`). */
  courierId: number | null;
  parcel: Parcel;
  /** When the worker may take it up: soon for bulk, later for a booking staff run at once. */
  retryAt: Date;
  /** "retry" reopens exactly this failed booking. */
  action: "book" | "bulk" | "retry";
  shipmentId?: number;
};

const live = (row: ShipmentRow) => row.state !== "failed" && row.state !== "cancelled";

/**
 * What we send as the provider's order id: the order number, then -2, -3 … once a booking of it was
 * cancelled, since the provider refuses a cancelled order's id for a new one.
 */
const channelOrderIdFor = (orderNumber: string, earlierBookings: number) =>
  earlierBookings === 0 ? orderNumber : `${orderNumber}-${earlierBookings + 1}`;

/**
 * The short first half of a booking, in its own transaction: the order row is locked and checked
 * (paid, PROCESSING, by courier, not booked), stamped packed, and a `booking` row written — new, or the
 * order's failed booking reopened with its channel id and provider ids, so a retry never makes a second
 * provider order. One live booking per order: a second claim gets 409 under the order's lock (and the
 * unique index stands behind it). Audited with the claim.
 */
export function claimBooking(deps: ClaimDeps, staff: StaffUser, claim: BookingClaim): Promise<ShipmentRow> {
  return deps.db.transaction(async (tx: Tx) => {
    const source = await courierBookingSource(tx, claim.orderId);
    if (!source) throw notFound(adminOrderMessages.notFound);
    const now = deps.now();
    const stampedPackedAt = await claimForCourier(tx, source, now);
    const earlier = await shipmentsOfOrder(tx, claim.orderId);
    if (earlier.some(live)) throw new AppError("conflict", bookingMessages.inProgress(source.orderNumber));
    const failed =
      claim.shipmentId === undefined
        ? earlier.find((row) => row.state === "failed")
        : earlier.find((row) => row.id === claim.shipmentId && row.state === "failed");
    if (claim.shipmentId !== undefined && !failed) throw new AppError("conflict", bookingMessages.changed);
    const values = {
      courierId: claim.courierId,
      weightGrams: claim.parcel.weightGrams,
      lengthCm: claim.parcel.lengthCm,
      breadthCm: claim.parcel.breadthCm,
      heightCm: claim.parcel.heightCm,
      attempts: 0,
      retryAt: claim.retryAt,
      lastError: null,
      cancelRequested: false,
      stampedPackedAt,
      bookedBy: staff.id,
      updatedAt: now,
    };
    const row = failed
      ? await reopenFailed(tx, failed.id, values)
      : await insertShipment(tx, {
          ...values,
          orderId: claim.orderId,
          provider: deps.couriers.name,
          state: "booking",
          channelOrderId: channelOrderIdFor(source.orderNumber, earlier.length),
        });
    if (!row) throw new AppError("conflict", bookingMessages.changed);
    await recordAudit(tx, staff, {
      action: claim.action === "retry" ? "retry" : "book",
      entity: "shipment",
      entityId: row.id,
      before: failed ? { state: "failed", last_error: failed.lastError } : null,
      after: {
        order_id: claim.orderId,
        state: "booking",
        channel_order_id: row.channelOrderId,
        courier_id: claim.courierId,
        weight_grams: claim.parcel.weightGrams,
        length_cm: claim.parcel.lengthCm,
        breadth_cm: claim.parcel.breadthCm,
        height_cm: claim.parcel.heightCm,
        ...(claim.action === "bulk" ? { bulk: true } : {}),
      },
    });
    return row;
  });
}

/** 409 with the manual provider: there is nothing to book with, staff ship by hand. */
export function assertBooks(deps: Pick<AppDeps, "couriers">): void {
  if (!deps.couriers.books) throw new AppError("conflict", shipmentMessages.notSetUp);
}
