/**
 * Hand delivery for order tests and the bench, written straight to the database: the shape the seed
 * gives Pune (cut-off 2 PM, 3 h notice, 30 days; three windows, a fixed time and midnight), and a
 * courier-only zone to send perishables to.
 */
import type { Db } from "@server/db/connect";
import {
  deliveryBlockedDates,
  deliverySlots,
  localDeliverySettings,
  products,
  shippingZonePincodes,
  shippingZones,
} from "@server/db/schema";
import { eq } from "drizzle-orm";

/** Hyderabad (500xxx) has couriers only. */
export const courierOnlyPincode = "500001";

export type HandSlots = {
  morning: number;
  afternoon: number;
  evening: number;
  eightPm: number;
  midnight: number;
};

/** Adds hand delivery to the zone serving `prefix` (makeZone's Pune by default); returns its slots' ids. */
export async function addHandDelivery(
  db: Db,
  options: { prefix?: string; areaName?: string; capacity?: Partial<Record<keyof HandSlots, number>> } = {},
): Promise<{ zoneId: number; slots: HandSlots }> {
  const [rule] = await db
    .select({ zoneId: shippingZonePincodes.zoneId })
    .from(shippingZonePincodes)
    .where(eq(shippingZonePincodes.prefix, options.prefix ?? "411"));
  if (!rule) throw new Error("no zone serves that prefix: call makeZone first");
  await db.insert(localDeliverySettings).values({
    zoneId: rule.zoneId,
    areaName: options.areaName ?? "Pune",
    cutoffMinute: 14 * 60,
    leadDays: 0,
    noticeMinutes: 180,
    horizonDays: 30,
    chargePaise: 4_900,
    freeShippingValuePaise: 99_900,
  });
  const capacity = options.capacity ?? {};
  const slot = async (
    name: keyof HandSlots,
    kind: "window" | "fixed_time" | "midnight",
    startMinute: number,
    endMinute: number,
    feePaise: number,
    defaultCapacity: number,
  ) => {
    const [row] = await db
      .insert(deliverySlots)
      .values({
        zoneId: rule.zoneId,
        kind,
        startMinute,
        endMinute,
        feePaise,
        defaultCapacity: capacity[name] ?? defaultCapacity,
      })
      .returning({ id: deliverySlots.id });
    if (!row) throw new Error("slot insert returned nothing");
    return row.id;
  };
  return {
    zoneId: rule.zoneId,
    slots: {
      morning: await slot("morning", "window", 540, 780, 0, 20),
      afternoon: await slot("afternoon", "window", 780, 1020, 0, 20),
      evening: await slot("evening", "window", 1020, 1260, 0, 20),
      eightPm: await slot("eightPm", "fixed_time", 1200, 1230, 19_900, 8),
      midnight: await slot("midnight", "midnight", 1380, 1439, 24_900, 10),
    },
  };
}

export async function makeCourierOnlyZone(db: Db): Promise<number> {
  const [zone] = await db
    .insert(shippingZones)
    .values({
      name: "Hyderabad",
      standardDays: 4,
      standardChargePaise: 7_900,
      standardFreeShippingValuePaise: 149_900,
    })
    .returning();
  if (!zone) throw new Error("zone insert returned nothing");
  await db.insert(shippingZonePincodes).values({ zoneId: zone.id, prefix: "500" });
  return zone.id;
}

export async function blockDate(db: Db, date: string, reason: string, zoneId: number | null = null) {
  await db.insert(deliveryBlockedDates).values({ zoneId, deliveryDate: date, reason });
}

/** Makes a product perishable: hand delivery only, within `maxDaysAhead` India days. */
export async function makePerishable(db: Db, productId: number, maxDaysAhead: number | null = 2) {
  await db.update(products).set({ isPerishable: true, maxDaysAhead }).where(eq(products.id, productId));
}
