import type { Db } from "@server/db/connect";
import { shipmentEvents } from "@server/db/schema/shipments";
import { and, desc, eq, exists, isNull, ne, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

export type NewShipmentEvent = typeof shipmentEvents.$inferInsert;

/**
 * Adds the updates not already recorded (their content key is new for the shipment) and answers how
 * many were. A repeated webhook conflicts on every key and adds nothing.
 */
export async function insertNewShipmentEvents(tx: Db, rows: NewShipmentEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await tx
    .insert(shipmentEvents)
    .values(rows)
    .onConflictDoNothing({ target: [shipmentEvents.shipmentId, shipmentEvents.dedupeKey] })
    .returning({ id: shipmentEvents.id });
  return added.length;
}

const scan = alias(shipmentEvents, "scan");

/**
 * A shipment's timeline for the shopper, newest first (an update with no readable time last), without
 * the courier's own words. A status a scan already tells (the same code) is not told twice, and the
 * booking's own row is left out: the shopper's timeline tells that step as "Packed".
 */
export function shipmentTimeline(db: Db, shipmentId: number, limit: number) {
  const toldByScan = db
    .select({ one: sql`1` })
    .from(scan)
    .where(
      and(
        eq(scan.shipmentId, shipmentEvents.shipmentId),
        eq(scan.kind, "scan"),
        eq(scan.code, shipmentEvents.code),
      ),
    );
  return db
    .select({
      occurredAt: shipmentEvents.occurredAt,
      label: shipmentEvents.label,
      location: shipmentEvents.location,
    })
    .from(shipmentEvents)
    .where(
      and(
        eq(shipmentEvents.shipmentId, shipmentId),
        or(isNull(shipmentEvents.movedTo), ne(shipmentEvents.movedTo, "booked")),
        or(eq(shipmentEvents.kind, "scan"), not(exists(toldByScan))),
      ),
    )
    .orderBy(sql`${shipmentEvents.occurredAt} desc nulls last`, desc(shipmentEvents.id))
    .limit(limit);
}
