import type { ShipmentState } from "@contract/shipment-states";
import type { Db } from "@server/db/connect";
import { shipmentEvents, shipments } from "@server/db/schema/shipments";
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, notInArray, or, type SQL, sql } from "drizzle-orm";

export type ShipmentRow = typeof shipments.$inferSelect;
export type NewShipment = typeof shipments.$inferInsert;
export type ShipmentChanges = Partial<Omit<NewShipment, "id" | "orderId" | "channelOrderId" | "createdAt">>;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;

/** States a booking is over in: an order may be booked again after them. */
const endedStates: ShipmentState[] = ["failed", "cancelled"];

export async function findShipment(db: Db, id: number): Promise<ShipmentRow | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row ?? null;
}

/** The shipment row, locked to the end of the transaction: one run, cancel or update of it at a time. */
export async function lockShipment(tx: Db, id: number): Promise<ShipmentRow | null> {
  const [row] = await tx.select().from(shipments).where(eq(shipments.id, id)).for("update");
  return row ?? null;
}

/** Every booking of an order, newest first. */
export function shipmentsOfOrder(db: Db, orderId: number): Promise<ShipmentRow[]> {
  return db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.id));
}

export async function insertShipment(tx: Db, values: NewShipment): Promise<ShipmentRow> {
  const [row] = await tx.insert(shipments).values(values).returning();
  if (!row) throw new Error("shipment insert returned nothing");
  return row;
}

/** Opens a failed booking again, only while it is still failed; null when it changed meanwhile. */
export async function reopenFailed(
  tx: Db,
  id: number,
  changes: ShipmentChanges,
): Promise<ShipmentRow | null> {
  const [row] = await tx
    .update(shipments)
    .set({ ...changes, state: "booking" })
    .where(and(eq(shipments.id, id), eq(shipments.state, "failed")))
    .returning();
  return row ?? null;
}

/** Writes a locked row's new facts and answers the row as it now is. */
export async function saveShipment(tx: Db, id: number, changes: ShipmentChanges): Promise<ShipmentRow> {
  const [row] = await tx.update(shipments).set(changes).where(eq(shipments.id, id)).returning();
  if (!row) throw new Error(`shipment ${id} vanished while locked`);
  return row;
}

/**
 * The next booking due (its `retry_at` reached) after `after`, locked; rows another instance is running
 * are skipped, never waited for.
 */
export async function claimNextDueBooking(tx: Db, now: Date, after: number): Promise<ShipmentRow | null> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.state, "booking"), lte(shipments.retryAt, now), gt(shipments.id, after)))
    .orderBy(asc(shipments.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return row ?? null;
}

/** The timeline row a booking writes when it is made; a second one for the same AWB adds nothing. */
export async function insertShipmentEvent(tx: Db, values: typeof shipmentEvents.$inferInsert): Promise<void> {
  await tx.insert(shipmentEvents).values(values).onConflictDoNothing();
}

/** These shipments' updates, newest first (undated last). */
export function eventsOfShipments(db: Db, ids: number[]): Promise<ShipmentEventRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shipmentEvents)
    .where(inArray(shipmentEvents.shipmentId, ids))
    .orderBy(sql`${shipmentEvents.occurredAt} desc nulls last`, desc(shipmentEvents.id));
}

/** Which of these orders have a booking that is neither failed nor cancelled. */
export async function ordersWithLiveBooking(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .where(and(inArray(shipments.orderId, orderIds), notInArray(shipments.state, endedStates)));
  return new Set(rows.map((row) => row.orderId));
}

/** A failed booking nothing has replaced: still the order's newest. */
const newestOfOrder = sql`not exists (select 1 from ${shipments} as newer
  where newer.order_id = ${shipments.orderId} and newer.id > ${shipments.id})`;

const listConditions: Record<"booking" | "booked" | "on_the_way" | "attention", SQL | undefined> = {
  booking: or(eq(shipments.state, "booking"), and(eq(shipments.state, "failed"), newestOfOrder)),
  booked: eq(shipments.state, "booked"),
  on_the_way: inArray(shipments.state, ["picked_up", "in_transit", "out_for_delivery"]),
  attention: or(
    eq(shipments.state, "rto"),
    and(isNotNull(shipments.attention), notInArray(shipments.state, ["delivered", ...endedStates])),
  ),
};

/** A tab of the Courier bookings page, most recently changed first. */
export function listShipments(
  db: Db,
  view: keyof typeof listConditions,
  limit: number,
): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(listConditions[view])
    .orderBy(desc(shipments.updatedAt), desc(shipments.id))
    .limit(limit);
}
