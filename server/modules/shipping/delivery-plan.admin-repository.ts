import type { SlotKind } from "@contract/delivery-slots";
import type { Db } from "@server/db/connect";
import {
  deliverySlotDays,
  deliverySlots,
  localDeliverySettings,
  shippingZones,
} from "@server/db/schema/shipping";
import { and, asc, eq, sql } from "drizzle-orm";

/**
 * The staff day plan's reads of slots (orders' deliveries page): unlike the shoppers' reads, they include
 * switched-off slots, which may still carry orders, and the raw counters.
 */

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
    .where(zoneId === undefined ? undefined : eq(deliverySlots.zoneId, zoneId))
    .orderBy(asc(deliverySlots.startMinute), asc(shippingZones.name), asc(deliverySlots.id));
  return rows.map((row) => ({ ...row, capacity: Number(row.capacity), booked: Number(row.booked) }));
}

/** Zones with hand-delivery settings, by name, for the page's filter. */
export function handDeliveryZones(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(localDeliverySettings)
    .innerJoin(shippingZones, eq(shippingZones.id, localDeliverySettings.zoneId))
    .orderBy(asc(shippingZones.name));
}
