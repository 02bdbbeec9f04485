import type { SlotKind } from "@contract/delivery-slots";
import type { Db } from "@server/db/connect";
import {
  deliveryBlockedDates,
  deliverySlotDays,
  deliverySlots,
  localDeliverySettings,
  orderEvents,
  orderItems,
  orders,
  shippingZones,
} from "@server/db/schema";
import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";

/**
 * The day plan's reads: orders joined to the slot they are booked in, for the slot's zone. Slot
 * definitions, counters and blocks are read here rather than through shipping's face because the plan
 * needs switched-off slots that still carry orders and the raw counters, which shoppers never see.
 */

const handedOver = ["PROCESSING", "SHIPPED", "DELIVERED"] as const;

const inZone = (zoneId: number | undefined): SQL | undefined =>
  zoneId === undefined ? undefined : eq(deliverySlots.zoneId, zoneId);

/** Paid orders for the date (PROCESSING and later, never cancelled), with their slot's zone. */
export function dayOrders(db: Db, date: string, zoneId: number | undefined) {
  return db
    .select({ order: orders, slotId: deliverySlots.id })
    .from(orders)
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.deliverySlotId))
    .where(and(eq(orders.deliveryDate, date), inArray(orders.orderStatus, [...handedOver]), inZone(zoneId)))
    .orderBy(asc(orders.id));
}

export function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      customizations: orderItems.customizations,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** Places that unpaid orders hold on the date, by slot. */
export async function unpaidHolds(db: Db, date: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotId: orders.deliverySlotId, holds: count() })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        eq(orders.orderStatus, "PENDING"),
        eq(orders.paymentStatus, "PENDING"),
      ),
    )
    .groupBy(orders.deliverySlotId);
  return new Map(rows.map((row) => [row.slotId ?? 0, Number(row.holds)]));
}

export type PlanSlot = {
  id: number;
  zoneId: number;
  zoneName: string;
  kind: SlotKind;
  startMinute: number;
  endMinute: number;
  isActive: boolean;
  capacity: number;
  booked: number;
};

/** Every slot of the hand-delivery zones (or of one), with its capacity and count on the date. */
export async function slotsOn(db: Db, date: string, zoneId: number | undefined): Promise<PlanSlot[]> {
  const rows = await db
    .select({
      id: deliverySlots.id,
      zoneId: deliverySlots.zoneId,
      zoneName: shippingZones.name,
      kind: deliverySlots.kind,
      startMinute: deliverySlots.startMinute,
      endMinute: deliverySlots.endMinute,
      isActive: deliverySlots.isActive,
      capacity: sql<number>`coalesce(${deliverySlotDays.capacityOverride}, ${deliverySlots.defaultCapacity})::int`,
      booked: sql<number>`coalesce(${deliverySlotDays.booked}, 0)::int`,
    })
    .from(deliverySlots)
    .innerJoin(shippingZones, eq(shippingZones.id, deliverySlots.zoneId))
    .leftJoin(
      deliverySlotDays,
      and(eq(deliverySlotDays.slotId, deliverySlots.id), eq(deliverySlotDays.deliveryDate, date)),
    )
    .where(inZone(zoneId))
    .orderBy(asc(deliverySlots.startMinute), asc(shippingZones.name), asc(deliverySlots.id));
  return rows.map((row) => ({ ...row, capacity: Number(row.capacity), booked: Number(row.booked) }));
}

/** The date's blocks: every zone's (zone null) and each zone's own. */
export function blocksOn(db: Db, date: string) {
  return db
    .select({
      zoneId: deliveryBlockedDates.zoneId,
      date: deliveryBlockedDates.deliveryDate,
      reason: deliveryBlockedDates.reason,
    })
    .from(deliveryBlockedDates)
    .where(eq(deliveryBlockedDates.deliveryDate, date))
    .orderBy(asc(deliveryBlockedDates.id));
}

/** Zones with hand-delivery settings, by name, for the page's filter. */
export function handDeliveryZones(db: Db) {
  return db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(localDeliverySettings)
    .innerJoin(shippingZones, eq(shippingZones.id, localDeliverySettings.zoneId))
    .orderBy(asc(shippingZones.name));
}

/** One slot's definition, for a move's checks. */
export async function findSlot(db: Db, slotId: number) {
  const [row] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
  return row ?? null;
}

/** The block on a date in a zone, its own or every zone's. */
export function blocksFor(db: Db, zoneId: number, date: string) {
  return db
    .select({
      zoneId: deliveryBlockedDates.zoneId,
      date: deliveryBlockedDates.deliveryDate,
      reason: deliveryBlockedDates.reason,
    })
    .from(deliveryBlockedDates)
    .where(
      and(
        eq(deliveryBlockedDates.deliveryDate, date),
        or(isNull(deliveryBlockedDates.zoneId), eq(deliveryBlockedDates.zoneId, zoneId)),
      ),
    );
}

/** Books an order into another date and slot; the slot fee paid stays as it was. */
export async function rebook(
  db: Db,
  orderId: number,
  to: { date: string; slotId: number; label: string },
): Promise<void> {
  await db
    .update(orders)
    .set({
      deliveryDate: to.date,
      deliverySlotId: to.slotId,
      deliverySlotLabel: to.label,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/** The history line of a move; its id keys the customer's mail, so each move mails once. */
export async function insertMovedEvent(
  db: Db,
  event: { orderId: number; staffUserId: number; detail: Record<string, string> },
): Promise<number> {
  const [row] = await db
    .insert(orderEvents)
    .values({ orderId: event.orderId, staffUserId: event.staffUserId, kind: "moved", detail: event.detail })
    .returning({ id: orderEvents.id });
  if (!row) throw new Error("order event insert returned nothing");
  return row.id;
}

/** Stamps `packed_at` on the PROCESSING orders among `ids` not stamped yet; answers those it stamped. */
export async function stampPacked(db: Db, ids: number[], at: Date): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ packedAt: at, updatedAt: at })
    .where(and(inArray(orders.id, ids), eq(orders.orderStatus, "PROCESSING"), isNull(orders.packedAt)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
