import type { ShipmentState } from "@contract/shipment-states";
import type { Db } from "@server/db/connect";
import { shipments } from "@server/db/schema/shipments";
import { and, desc, eq, notInArray } from "drizzle-orm";

export type ShipmentRow = typeof shipments.$inferSelect;

/** What a tracking update changes on its shipment. */
export type TrackingChanges = Partial<
  Pick<
    ShipmentRow,
    | "state"
    | "awb"
    | "courierName"
    | "trackingUrl"
    | "pickedUpAt"
    | "outForDeliveryAt"
    | "deliveredAt"
    | "rtoAt"
    | "cancelledAt"
    | "lastStatusAt"
    | "attention"
  >
>;

const seen = { id: shipments.id, state: shipments.state };

/**
 * The shipment a courier's update is about, as last committed and without a lock: by AWB, else by the
 * provider's order id (the courier was reassigned in the provider's panel, so the AWB is new to us).
 * Reading first lets the caller leave a shipment being booked alone rather than wait on its run's lock.
 */
export async function findTrackedShipment(
  db: Db,
  awb: string,
  providerOrderId: string | null,
): Promise<{ id: number; state: ShipmentState } | null> {
  const [byAwb] = await db.select(seen).from(shipments).where(eq(shipments.awb, awb));
  if (byAwb || providerOrderId === null) return byAwb ?? null;
  const [byOrder] = await db
    .select(seen)
    .from(shipments)
    .where(eq(shipments.providerOrderId, providerOrderId))
    .orderBy(desc(shipments.id))
    .limit(1);
  return byOrder ?? null;
}

/** The shipment row locked to the end of the transaction: one courier update of it at a time. */
export async function lockShipment(tx: Db, id: number): Promise<ShipmentRow | null> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for("update");
  return row ?? null;
}

export async function updateTrackedShipment(
  tx: Db,
  id: number,
  changes: TrackingChanges,
  now: Date,
): Promise<void> {
  await tx
    .update(shipments)
    .set({ ...changes, updatedAt: now })
    .where(eq(shipments.id, id));
}

/**
 * The order's courier booking the shopper follows: its newest one that was booked (one still being
 * booked, failed or cancelled has nothing to follow), or null.
 */
export async function bookedShipmentOfOrder(db: Db, orderId: number): Promise<ShipmentRow | null> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(
      and(eq(shipments.orderId, orderId), notInArray(shipments.state, ["booking", "failed", "cancelled"])),
    )
    .orderBy(desc(shipments.id))
    .limit(1);
  return row ?? null;
}
