import type { Db } from "@server/db/connect";
import { shipments } from "@server/db/schema/shipments";
import { and, eq, inArray, notInArray } from "drizzle-orm";

/**
 * Each order's live shipment among `orderIds` (the one not failed or cancelled: a unique index keeps
 * it to one), with what printing its label needs.
 */
export function liveShipmentsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: shipments.id,
      orderId: shipments.orderId,
      state: shipments.state,
      providerShipmentId: shipments.providerShipmentId,
      labelKey: shipments.labelKey,
    })
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), notInArray(shipments.state, ["failed", "cancelled"])));
}

/** Records where the shipment's label is kept, so printing it again reads storage, not the provider. */
export async function keepLabelKey(db: Db, shipmentId: number, labelKey: string, now: Date): Promise<void> {
  await db.update(shipments).set({ labelKey, updatedAt: now }).where(eq(shipments.id, shipmentId));
}
