import type { SlotKind } from "@contract/delivery-slots";
import type { Db } from "@server/db/connect";
import {
  deliverySlotDays,
  deliverySlots,
  localDeliverySettings,
  shippingZonePincodes,
  shippingZones,
} from "@server/db/schema";

export type SlotSpec = {
  kind: SlotKind;
  start: number;
  end: number;
  feePaise?: number;
  capacity?: number;
  isActive?: boolean;
};

/** The seed's slots (decision 24 "Seed"): three free windows, fixed 8 PM ₹199, midnight ₹249. */
export const seededSlots: SlotSpec[] = [
  { kind: "window", start: 540, end: 780, capacity: 20 },
  { kind: "window", start: 780, end: 1020, capacity: 20 },
  { kind: "window", start: 1020, end: 1260, capacity: 20 },
  { kind: "fixed_time", start: 1200, end: 1230, feePaise: 19_900, capacity: 8 },
  { kind: "midnight", start: 1380, end: 1439, feePaise: 24_900, capacity: 10 },
];

export type HandZoneOptions = {
  name?: string;
  /** Pincode prefix the zone serves, e.g. "411". */
  prefix: string;
  /** Null: a courier-only zone (no hand delivery at all). */
  area?: string | null;
  position?: number;
  courier?: boolean;
  cutoffMinute?: number;
  leadDays?: number;
  noticeMinutes?: number;
  horizonDays?: number;
  chargePaise?: number;
  freeShippingValuePaise?: number;
  slots?: SlotSpec[];
};

/**
 * A zone of its own for shipping's tests (./hand-delivery adds the seed's hand delivery to checkout's
 * Pune instead), written straight to the database, with the seed's courier terms (Standard 2 days ₹49, free
 * from ₹999) and, unless `area` is null, hand delivery with the seed's terms (2 PM cut-off, 3 h notice,
 * 30 days) and slots. Tests change any of it; call `publicCache.invalidate()` if the app already read zones.
 */
export async function makeHandZone(db: Db, options: HandZoneOptions) {
  const [zone] = await db
    .insert(shippingZones)
    .values({
      name: options.name ?? options.area ?? `Zone ${options.prefix}`,
      courierEnabled: options.courier ?? true,
      standardDays: 2,
      standardChargePaise: 4_900,
      standardFreeShippingValuePaise: 99_900,
    })
    .returning();
  if (!zone) throw new Error("zone insert returned nothing");
  await db.insert(shippingZonePincodes).values({ zoneId: zone.id, prefix: options.prefix });
  if (options.area === null) return { zone, slots: [] };
  await db.insert(localDeliverySettings).values({
    zoneId: zone.id,
    areaName: options.area ?? zone.name,
    position: options.position ?? 0,
    cutoffMinute: options.cutoffMinute ?? 840,
    leadDays: options.leadDays ?? 0,
    noticeMinutes: options.noticeMinutes ?? 180,
    horizonDays: options.horizonDays ?? 30,
    chargePaise: options.chargePaise ?? 4_900,
    freeShippingValuePaise: options.freeShippingValuePaise ?? 99_900,
  });
  const specs = options.slots ?? seededSlots;
  const slots = await db
    .insert(deliverySlots)
    .values(
      specs.map((spec) => ({
        zoneId: zone.id,
        kind: spec.kind,
        startMinute: spec.start,
        endMinute: spec.end,
        feePaise: spec.feePaise ?? 0,
        defaultCapacity: spec.capacity ?? 20,
        isActive: spec.isActive ?? true,
      })),
    )
    .returning();
  return { zone, slots };
}

/** Sets a slot's counter on a date: `booked` places taken, and staff's capacity override (null: default). */
export async function setSlotDay(
  db: Db,
  slotId: number,
  date: string,
  values: { booked?: number; capacityOverride?: number | null },
) {
  await db
    .insert(deliverySlotDays)
    .values({ slotId, deliveryDate: date, ...values })
    .onConflictDoUpdate({ target: [deliverySlotDays.slotId, deliverySlotDays.deliveryDate], set: values });
}
