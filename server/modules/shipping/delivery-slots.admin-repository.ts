import type { Db } from "@server/db/connect";
import {
  deliveryBlockedDates,
  deliverySlotDays,
  deliverySlots,
  localDeliverySettings,
  shippingZones,
} from "@server/db/schema/shipping";
import { sqlState } from "@server/platform/database-errors";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";

export type SettingsRow = typeof localDeliverySettings.$inferSelect;
export type SettingsValues = Omit<typeof localDeliverySettings.$inferInsert, "zoneId">;
export type SlotRow = typeof deliverySlots.$inferSelect;
export type SlotValues = Omit<typeof deliverySlots.$inferInsert, "id" | "zoneId">;
export type LocalDeliveryRows = { settings: SettingsRow; slots: SlotRow[] };

/** Each zone's hand delivery with all its slots (switched off too), by zone id; absent: none. */
export async function localDeliveryOfZones(
  db: Db,
  zoneIds: number[],
): Promise<Map<number, LocalDeliveryRows>> {
  if (zoneIds.length === 0) return new Map();
  const settings = await db
    .select()
    .from(localDeliverySettings)
    .where(inArray(localDeliverySettings.zoneId, zoneIds));
  const slots = await db
    .select()
    .from(deliverySlots)
    .where(inArray(deliverySlots.zoneId, zoneIds))
    .orderBy(asc(deliverySlots.startMinute), asc(deliverySlots.id));
  return new Map(
    settings.map((row) => [
      row.zoneId,
      { settings: row, slots: slots.filter((slot) => slot.zoneId === row.zoneId) },
    ]),
  );
}

export async function upsertSettings(tx: Db, zoneId: number, values: SettingsValues): Promise<void> {
  await tx
    .insert(localDeliverySettings)
    .values({ ...values, zoneId })
    .onConflictDoUpdate({ target: localDeliverySettings.zoneId, set: values });
}

export async function insertSlot(tx: Db, zoneId: number, values: SlotValues): Promise<void> {
  await tx.insert(deliverySlots).values({ ...values, zoneId });
}

export async function updateSlot(tx: Db, id: number, values: Partial<SlotValues>): Promise<void> {
  await tx.update(deliverySlots).set(values).where(eq(deliverySlots.id, id));
}

/**
 * Deletes a slot unless an order points at it (the orders' foreign key restricts it): false then, and
 * nothing changed. Tried in a savepoint, so the refusal leaves the staff's transaction usable.
 */
export async function deleteSlotIfUnused(tx: Db, id: number): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => savepoint.delete(deliverySlots).where(eq(deliverySlots.id, id)));
    return true;
  } catch (error) {
    // 23001 restrict_violation (the orders' `on delete restrict`), 23503 were it ever `no action`.
    if (["23001", "23503"].includes(sqlState(error) ?? "")) return false;
    throw error;
  }
}

export async function findSlot(db: Db, id: number): Promise<SlotRow | null> {
  const [row] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
  return row ?? null;
}

/** Sets (or with null clears) staff's capacity for one slot on one date; the counter row keeps `booked`. */
export async function setCapacityOverride(
  tx: Db,
  slotId: number,
  date: string,
  capacity: number | null,
): Promise<{ capacityOverride: number | null; booked: number; before: number | null }> {
  const [before] = await tx
    .select({ capacityOverride: deliverySlotDays.capacityOverride })
    .from(deliverySlotDays)
    .where(and(eq(deliverySlotDays.slotId, slotId), eq(deliverySlotDays.deliveryDate, date)))
    .for("update");
  const [row] = await tx
    .insert(deliverySlotDays)
    .values({ slotId, deliveryDate: date, capacityOverride: capacity })
    .onConflictDoUpdate({
      target: [deliverySlotDays.slotId, deliverySlotDays.deliveryDate],
      set: { capacityOverride: capacity },
    })
    .returning();
  if (!row) throw new Error("capacity upsert returned nothing");
  return {
    capacityOverride: row.capacityOverride,
    booked: row.booked,
    before: before?.capacityOverride ?? null,
  };
}

const blockColumns = {
  id: deliveryBlockedDates.id,
  zoneId: deliveryBlockedDates.zoneId,
  zoneName: shippingZones.name,
  date: deliveryBlockedDates.deliveryDate,
  reason: deliveryBlockedDates.reason,
};
export type BlockRow = {
  id: number;
  zoneId: number | null;
  zoneName: string | null;
  date: string;
  reason: string;
};

/** Blocks from a date on, soonest first, with their zone's name (null: every zone). */
export function listBlocks(db: Db, from: string, limit: number): Promise<BlockRow[]> {
  return db
    .select(blockColumns)
    .from(deliveryBlockedDates)
    .leftJoin(shippingZones, eq(shippingZones.id, deliveryBlockedDates.zoneId))
    .where(gte(deliveryBlockedDates.deliveryDate, from))
    .orderBy(asc(deliveryBlockedDates.deliveryDate), sql`${deliveryBlockedDates.zoneId} nulls first`)
    .limit(limit);
}

export async function findBlock(db: Db, id: number): Promise<BlockRow | null> {
  const [row] = await db
    .select(blockColumns)
    .from(deliveryBlockedDates)
    .leftJoin(shippingZones, eq(shippingZones.id, deliveryBlockedDates.zoneId))
    .where(eq(deliveryBlockedDates.id, id));
  return row ?? null;
}

/** The new block's id, or null when that zone (or every zone) already has one on the date. */
export async function insertBlock(
  tx: Db,
  values: { zoneId: number | null; date: string; reason: string },
): Promise<number | null> {
  const [row] = await tx
    .insert(deliveryBlockedDates)
    .values({ zoneId: values.zoneId, deliveryDate: values.date, reason: values.reason })
    .onConflictDoNothing()
    .returning({ id: deliveryBlockedDates.id });
  return row?.id ?? null;
}

export async function deleteBlock(tx: Db, id: number): Promise<void> {
  await tx.delete(deliveryBlockedDates).where(eq(deliveryBlockedDates.id, id));
}
