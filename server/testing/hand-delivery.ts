/**
 * Hand delivery for tests, written straight to the database: zones with the seed's hand delivery
 * (decision 24 "Seed": 2 PM cut-off, 3 h notice, 30 days; three free windows, a fixed 8 PM at ₹199 and
 * midnight at ₹249), a slot day's counter set and read, blocked dates and perishables; and
 * hand-delivered orders placed through create_order (so they hold their place as the shop takes it)
 * and paid with the simulated card.
 */
import type { SlotKind } from "@contract/delivery-slots";
import { addDays, indiaDate } from "@contract/india-time";
import { createOrderResponse } from "@contract/orders";
import type { Db } from "@server/db/connect";
import {
  deliveryBlockedDates,
  deliverySlotDays,
  deliverySlots,
  localDeliverySettings,
  products,
  shippingZonePincodes,
  shippingZones,
} from "@server/db/schema";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { addToCart } from "./checkout-calls";
import { makeCustomer, makeProduct } from "./checkout-fixtures";
import { payOrder, simulatedCard } from "./paid-order";
import type { TestApp } from "./test-app";

export type SlotName = "morning" | "afternoon" | "evening" | "eightPm" | "midnight";
export type HandSlots = Record<SlotName, number>;
type SlotSpec = { kind: SlotKind; start: number; end: number; feePaise: number; capacity: number };

/** The seed's slots, by the names tests call them. */
export const seededSlots: Record<SlotName, SlotSpec> = {
  morning: { kind: "window", start: 540, end: 780, feePaise: 0, capacity: 20 },
  afternoon: { kind: "window", start: 780, end: 1020, feePaise: 0, capacity: 20 },
  evening: { kind: "window", start: 1020, end: 1260, feePaise: 0, capacity: 20 },
  eightPm: { kind: "fixed_time", start: 1200, end: 1230, feePaise: 19_900, capacity: 8 },
  midnight: { kind: "midnight", start: 1380, end: 1439, feePaise: 24_900, capacity: 10 },
};

/** The seed's terms unless given; `slots` picks some of the seed's slots (all by default). */
export type HandDeliveryOptions<N extends SlotName> = {
  /** What shoppers call the place; the zone's name by default. */
  area?: string;
  position?: number;
  cutoffMinute?: number;
  leadDays?: number;
  noticeMinutes?: number;
  horizonDays?: number;
  chargePaise?: number;
  freeShippingValuePaise?: number;
  slots?: readonly N[];
  capacity?: Partial<HandSlots>;
};

export type HandZone<N extends SlotName = SlotName> = {
  zoneId: number;
  /** The slots' ids by name. */
  slots: Record<N, number>;
  rows: (typeof deliverySlots.$inferSelect)[];
};

async function writeHandDelivery<N extends SlotName>(
  db: Db,
  zone: { id: number; name: string },
  options: HandDeliveryOptions<N>,
): Promise<HandZone<N>> {
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
  const names = options.slots ?? (Object.keys(seededSlots) as N[]);
  const capacity = options.capacity ?? {};
  const rows = await db
    .insert(deliverySlots)
    .values(
      names.map((name) => {
        const spec = seededSlots[name];
        return {
          zoneId: zone.id,
          kind: spec.kind,
          startMinute: spec.start,
          endMinute: spec.end,
          feePaise: spec.feePaise,
          defaultCapacity: capacity[name] ?? spec.capacity,
        };
      }),
    )
    .returning();
  const idOf = (name: N) => {
    const row = rows.find((candidate) => candidate.startMinute === seededSlots[name].start);
    if (!row) throw new Error(`slot ${name} was not written`);
    return row.id;
  };
  return {
    zoneId: zone.id,
    slots: Object.fromEntries(names.map((name) => [name, idOf(name)])) as Record<N, number>,
    rows,
  };
}

/**
 * A zone serving the pincode prefix, with the seed's courier terms (Standard 2 days ₹49, free from ₹999)
 * and no hand delivery. Call `publicCache.invalidate()` if the app already read zones.
 */
export async function makeCourierZone(
  db: Db,
  options: { prefix: string; name?: string; courier?: boolean },
): Promise<{ id: number; name: string }> {
  const [zone] = await db
    .insert(shippingZones)
    .values({
      name: options.name ?? `Zone ${options.prefix}`,
      courierEnabled: options.courier ?? true,
      standardDays: 2,
      standardChargePaise: 4_900,
      standardFreeShippingValuePaise: 99_900,
    })
    .returning();
  if (!zone) throw new Error("zone insert returned nothing");
  await db.insert(shippingZonePincodes).values({ zoneId: zone.id, prefix: options.prefix });
  return { id: zone.id, name: zone.name };
}

/** A new zone (makeCourierZone's, `courier: false` for hand only) with hand delivery. */
export async function makeHandZone<N extends SlotName = SlotName>(
  db: Db,
  options: HandDeliveryOptions<N> & { prefix: string; name?: string; courier?: boolean },
): Promise<HandZone<N>> {
  const zone = await makeCourierZone(db, { ...options, name: options.name ?? options.area });
  return writeHandDelivery(db, zone, options);
}

/** Adds hand delivery to the zone already serving `prefix` (checkout-fixtures' makeZone's Pune by default). */
export async function addHandDelivery<N extends SlotName = SlotName>(
  db: Db,
  options: HandDeliveryOptions<N> & { prefix?: string } = {},
): Promise<HandZone<N>> {
  const [zone] = await db
    .select({ id: shippingZones.id, name: shippingZones.name })
    .from(shippingZonePincodes)
    .innerJoin(shippingZones, eq(shippingZones.id, shippingZonePincodes.zoneId))
    .where(eq(shippingZonePincodes.prefix, options.prefix ?? "411"));
  if (!zone) throw new Error("no zone serves that prefix: call makeZone first");
  return writeHandDelivery(db, zone, options);
}

/** Hyderabad (500xxx), for makeCourierZone: couriers only. */
export const courierOnlyPincode = "500001";

/** Sets a slot's counter on a date: `booked` places taken, and staff's capacity override (null: default). */
export async function setSlotDay(
  db: Db,
  slotId: number,
  date: string,
  values: { booked?: number; capacityOverride?: number | null },
): Promise<void> {
  await db
    .insert(deliverySlotDays)
    .values({ slotId, deliveryDate: date, ...values })
    .onConflictDoUpdate({ target: [deliverySlotDays.slotId, deliverySlotDays.deliveryDate], set: values });
}

/** Places taken in the slot on the date (0 when its counter row does not exist yet). */
export async function bookedOn(db: Db, slotId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ booked: deliverySlotDays.booked })
    .from(deliverySlotDays)
    .where(and(eq(deliverySlotDays.slotId, slotId), eq(deliverySlotDays.deliveryDate, date)));
  return row?.booked ?? 0;
}

export async function blockDate(db: Db, date: string, reason: string, zoneId: number | null = null) {
  await db.insert(deliveryBlockedDates).values({ zoneId, deliveryDate: date, reason });
}

/** Makes a product perishable: hand delivery only, within `maxDaysAhead` India days. */
export async function makePerishable(db: Db, productId: number, maxDaysAhead: number | null = 2) {
  await db.update(products).set({ isPerishable: true, maxDaysAhead }).where(eq(products.id, productId));
}

/** Tomorrow in India: bookable at any hour with the seed's 2 PM cut-off and 3 h notice. */
export const tomorrow = () => addDays(indiaDate(new Date()), 1);

export type HandOrderOptions = {
  slotId: number;
  date?: string;
  /** The slot's fee in rupees, as checkout shows it (the seed's windows are free). */
  feeRupees?: number;
  giftMessage?: string | null;
  giftFrom?: string | null;
};

/**
 * create_order for a cart of one ₹499 item by hand in makeZone's Pune with addHandDelivery's terms:
 * ₹49 below ₹999, plus the slot's fee.
 */
export function handOrderCall(
  t: TestApp,
  buyer: Awaited<ReturnType<typeof makeCustomer>>,
  options: HandOrderOptions,
) {
  const fee = options.feeRupees ?? 0;
  return t.app.inject({
    method: "POST",
    url: "/api/orders/create_order/",
    headers: buyer.headers,
    payload: {
      address_id: buyer.addressId,
      shipping_method: "L",
      shipping_charge: "49.00",
      offer_id: null,
      discount_amount: 0,
      total_amount: 548 + fee,
      delivery_date: options.date ?? tomorrow(),
      delivery_slot_id: options.slotId,
      delivery_slot_fee: fee.toFixed(2),
      gift_message: options.giftMessage ?? null,
      gift_from: options.giftFrom ?? null,
    },
  });
}

/** A new customer buys one ₹499 item (`stock` units on hand) by handOrderCall: placed, unpaid. */
export async function placeHandOrder(t: TestApp, options: HandOrderOptions & { stock?: number }) {
  const product = await makeProduct(t.db, {
    pricePaise: 49_900,
    stock: options.stock ?? 5,
    name: "Kaju Katli",
  });
  const buyer = await makeCustomer(t.db);
  await addToCart(t, buyer.headers, product.id, 1);
  const res = await handOrderCall(t, buyer, options);
  expect(res.statusCode, res.body).toBe(201);
  return { product, buyer, checkout: createOrderResponse.parse(res.json()) };
}

/** placeHandOrder, then paid with the simulated card: a PROCESSING, PAID hand delivery. */
export async function paidHandOrder(t: TestApp, options: HandOrderOptions & { stock?: number }) {
  const placed = await placeHandOrder(t, options);
  await payOrder(t, placed.buyer, placed.checkout, simulatedCard(t));
  return placed;
}
