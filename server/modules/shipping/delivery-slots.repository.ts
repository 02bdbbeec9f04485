import type { BlockedDate, LocalDeliveryTerms, SlotDay, SlotDefinition } from "@contract/delivery-slots";
import type { Db } from "@server/db/connect";
import {
  deliveryBlockedDates,
  deliverySlotDays,
  deliverySlots,
  localDeliverySettings,
  shippingZones,
} from "@server/db/schema/shipping";
import { and, asc, between, eq, inArray, isNull, or, sql } from "drizzle-orm";

/** Where a place is booked: one slot on one India date. */
export type SlotDate = { slotId: number; date: string };

/**
 * Every active zone's hand-delivery terms, in the order shoppers read the cities, with those zones'
 * switched-on slots: a few rows, read once per public-cache version. The two reads run one after the
 * other, as a caller inside a transaction shares one connection.
 */
export async function loadLocalDelivery(
  db: Db,
): Promise<{ terms: LocalDeliveryTerms[]; slots: SlotDefinition[] }> {
  const active = and(eq(localDeliverySettings.isActive, true), eq(shippingZones.isActive, true));
  const terms = await db
    .select({
      zoneId: localDeliverySettings.zoneId,
      areaName: localDeliverySettings.areaName,
      cutoffMinute: localDeliverySettings.cutoffMinute,
      leadDays: localDeliverySettings.leadDays,
      noticeMinutes: localDeliverySettings.noticeMinutes,
      horizonDays: localDeliverySettings.horizonDays,
      chargePaise: localDeliverySettings.chargePaise,
      freeShippingValuePaise: localDeliverySettings.freeShippingValuePaise,
    })
    .from(localDeliverySettings)
    .innerJoin(shippingZones, eq(shippingZones.id, localDeliverySettings.zoneId))
    .where(active)
    .orderBy(asc(localDeliverySettings.position), asc(localDeliverySettings.zoneId));
  const slots = await db
    .select({
      id: deliverySlots.id,
      zoneId: deliverySlots.zoneId,
      kind: deliverySlots.kind,
      startMinute: deliverySlots.startMinute,
      endMinute: deliverySlots.endMinute,
      feePaise: deliverySlots.feePaise,
      defaultCapacity: deliverySlots.defaultCapacity,
      isActive: deliverySlots.isActive,
    })
    .from(deliverySlots)
    .innerJoin(localDeliverySettings, eq(localDeliverySettings.zoneId, deliverySlots.zoneId))
    .innerJoin(shippingZones, eq(shippingZones.id, deliverySlots.zoneId))
    .where(and(active, eq(deliverySlots.isActive, true)))
    .orderBy(asc(deliverySlots.startMinute), asc(deliverySlots.id));
  return { terms, slots };
}

/**
 * The all-zones blocks and the zone's own between two India dates (inclusive), oldest block first;
 * every zone's own too when `zoneId` is undefined.
 */
export function loadBlockedDates(
  db: Db,
  zoneId: number | undefined,
  from: string,
  to: string,
): Promise<BlockedDate[]> {
  return db
    .select({
      zoneId: deliveryBlockedDates.zoneId,
      date: deliveryBlockedDates.deliveryDate,
      reason: deliveryBlockedDates.reason,
    })
    .from(deliveryBlockedDates)
    .where(
      and(
        zoneId === undefined
          ? undefined
          : or(eq(deliveryBlockedDates.zoneId, zoneId), isNull(deliveryBlockedDates.zoneId)),
        between(deliveryBlockedDates.deliveryDate, from, to),
      ),
    )
    .orderBy(asc(deliveryBlockedDates.id));
}

/** The counter rows of these slots between two India dates (inclusive); a missing row is an empty day. */
export async function loadSlotDays(db: Db, slotIds: number[], from: string, to: string): Promise<SlotDay[]> {
  if (slotIds.length === 0) return [];
  return db
    .select({
      slotId: deliverySlotDays.slotId,
      date: deliverySlotDays.deliveryDate,
      capacityOverride: deliverySlotDays.capacityOverride,
      booked: deliverySlotDays.booked,
    })
    .from(deliverySlotDays)
    .where(and(inArray(deliverySlotDays.slotId, slotIds), between(deliverySlotDays.deliveryDate, from, to)));
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}

async function ensureSlotDay(tx: Db, { slotId, date }: SlotDate): Promise<void> {
  await tx.execute(sql`
    insert into delivery_slot_days (slot_id, delivery_date) values (${slotId}, ${date})
    on conflict do nothing`);
}

/** `booked + 1` only while it stays below the day's capacity: false when the slot is full (decision 24). */
async function takeExisting(tx: Db, { slotId, date }: SlotDate): Promise<boolean> {
  const rows = await tx.execute(sql`
    update delivery_slot_days d set booked = d.booked + 1 from delivery_slots s
    where d.slot_id = ${slotId} and d.delivery_date = ${date} and s.id = d.slot_id
      and d.booked < coalesce(d.capacity_override, s.default_capacity)
    returning d.booked`);
  return rowCount(rows) === 1;
}

/**
 * Takes one place of the slot on the date, in the order's transaction. Buyers racing for the last place
 * queue on the one counter row, and PostgreSQL re-checks the capacity on the row each finds committed.
 */
export async function takeSlotPlace(tx: Db, slotId: number, date: string): Promise<boolean> {
  await ensureSlotDay(tx, { slotId, date });
  return takeExisting(tx, { slotId, date });
}

/**
 * Gives one place back. No `> 0` guard: its callers release once (behind their status claim), and a
 * second release would break the table's `booked >= 0` check loudly rather than drift.
 */
export async function releaseSlotPlace(tx: Db, slotId: number, date: string): Promise<void> {
  await tx.execute(sql`
    update delivery_slot_days set booked = booked - 1
    where slot_id = ${slotId} and delivery_date = ${date}`);
}

const byDateThenSlot = (a: SlotDate, b: SlotDate) =>
  a.date === b.date ? a.slotId - b.slotId : a.date < b.date ? -1 : 1;

/**
 * Moves one booked place from one slot and date to another: false (nothing changed) when the target is
 * full. Both rows are created first, then locked in (date, slot) order, the one order every move takes,
 * so two moves swapping the same slots wait for each other instead of deadlocking.
 */
export async function moveSlotPlace(tx: Db, from: SlotDate, to: SlotDate): Promise<boolean> {
  if (from.slotId === to.slotId && from.date === to.date) return true;
  const both = [from, to].sort(byDateThenSlot);
  for (const day of both) await ensureSlotDay(tx, day);
  const keys = both.map((day) => sql`(${day.slotId}::int, ${day.date}::date)`);
  await tx.execute(sql`
    select 1 from delivery_slot_days where (slot_id, delivery_date) in (${sql.join(keys, sql`, `)})
    order by delivery_date, slot_id for update`);
  if (!(await takeExisting(tx, to))) return false;
  await releaseSlotPlace(tx, from.slotId, from.date);
  return true;
}
