// create_order under load on a running server: throughput with buyers who never compete for stock (by
// courier, and by hand on a date and slot), the oversell count when many buyers race for a few units,
// and the over-capacity count when they race for a slot's last places. Buyers, addresses and carts are written
// straight into the server's database; the orders go through HTTP like a browser's.

import { addDays, indiaDate } from "@contract/india-time";
import type { Db } from "@server/db/connect";
import { openDatabase } from "@server/db/connect";
import { makeProduct } from "@server/testing/checkout-fixtures";
import { bookedOn, setSlotDay } from "@server/testing/hand-delivery";
import { sql } from "drizzle-orm";
import { type Buyer, makeBuyer, servedPincode } from "./bench-buyers";

export type Throughput = {
  seconds: number;
  orders: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

export type CheckoutFigures = Throughput & {
  buyers: number;
  /** The same buyers ordering hand delivery on tomorrow's evening slot. */
  slotted: Throughput;
  slotRace: {
    buyers: number;
    capacity: number;
    placed: number;
    refused: number;
    booked: number;
    liveOrders: number;
    overCapacity: number;
  };
  race: {
    buyers: number;
    stock: number;
    placed: number;
    refused: number;
    unitsHeld: number;
    stockLeft: number;
    oversold: number;
  };
};

type Rows<T> = { rows: T[] };

/** A hand-delivery zone's pincode and two of its slots: the latest window and midnight. */
async function handDelivery(db: Db) {
  const zone = (await db.execute(sql`select p.prefix, s.zone_id from local_delivery_settings s
    join shipping_zone_pincodes p on p.zone_id = s.zone_id
    where s.is_active and p.prefix is not null order by p.prefix limit 1`)) as unknown as Rows<{
    prefix: string;
    zone_id: number;
  }>;
  const first = zone.rows[0];
  if (!first) throw new Error("the store has no hand-delivery zone");
  const slots = (await db.execute(sql`select id, kind from delivery_slots
    where zone_id = ${first.zone_id} and is_active order by start_minute`)) as unknown as Rows<{
    id: number;
    kind: string;
  }>;
  const window = slots.rows.filter((slot) => slot.kind === "window").at(-1);
  const midnight = slots.rows.find((slot) => slot.kind === "midnight");
  if (!window || !midnight) throw new Error("the hand-delivery zone has no window or midnight slot");
  return { pincode: first.prefix.padEnd(6, "0"), window: window.id, midnight: midnight.id };
}

const post = (origin: string, buyer: Buyer) =>
  fetch(`${origin}/api/orders/create_order/`, {
    method: "POST",
    headers: buyer.headers,
    body: JSON.stringify(buyer.body),
  });

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** Each buyer places orders back to back for `seconds` (each replacing the buyer's previous unpaid one). */
async function timeOrders(origin: string, buyers: Buyer[], seconds: number): Promise<Throughput> {
  await Promise.all(buyers.map((buyer) => post(origin, buyer)));
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        const res = await post(origin, buyer);
        await res.arrayBuffer();
        if (res.status === 201) latencies.push(performance.now() - sent);
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds: elapsed,
    orders: latencies.length,
    ordersPerSecond: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    failures,
  };
}

/**
 * `buyers` customers, each with a product of their own, place orders back to back for `seconds` (each
 * new order replaces the buyer's previous unpaid one, as a shopper retrying checkout would), by courier
 * and then by hand on tomorrow's evening slot; `raceBuyers` customers try at once for `slotPlaces`
 * places of a midnight slot, then for `raceStock` units of one product.
 */
export async function measureCheckout(
  origin: string,
  databaseUrl: string,
  options = { buyers: 16, seconds: 10, raceBuyers: 64, raceStock: 10, slotPlaces: 5 },
): Promise<CheckoutFigures> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const db = database.db;
    const pincode = await servedPincode(db);
    const buyers: Buyer[] = [];
    for (let i = 0; i < options.buyers; i++) {
      const product = await makeProduct(db, { pricePaise: 129_900, stock: 1_000_000 });
      buyers.push(await makeBuyer(db, product.id, pincode));
    }
    const courier = await timeOrders(origin, buyers, options.seconds);

    const hand = await handDelivery(db);
    const tomorrow = addDays(indiaDate(new Date()), 1);
    await setSlotDay(db, hand.window, tomorrow, { capacityOverride: 1_000_000 });
    const slottedBuyers: Buyer[] = [];
    for (let i = 0; i < options.buyers; i++) {
      const product = await makeProduct(db, { pricePaise: 129_900, stock: 1_000_000 });
      slottedBuyers.push(
        await makeBuyer(db, product.id, hand.pincode, { date: tomorrow, slotId: hand.window }),
      );
    }
    const slotted = await timeOrders(origin, slottedBuyers, options.seconds);

    // The day after tomorrow's midnight slot with a few places, and many buyers for them at once.
    const raceDate = addDays(tomorrow, 1);
    await setSlotDay(db, hand.midnight, raceDate, { capacityOverride: options.slotPlaces });
    const plenty = await makeProduct(db, { pricePaise: 99_900, stock: 1_000_000 });
    const slotRacers: Buyer[] = [];
    for (let i = 0; i < options.raceBuyers; i++) {
      slotRacers.push(
        await makeBuyer(db, plenty.id, hand.pincode, { date: raceDate, slotId: hand.midnight }),
      );
    }
    const slotStatuses = await Promise.all(
      slotRacers.map(async (buyer) => {
        const res = await post(origin, buyer);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const live =
      (await db.execute(sql`select count(*)::int as n from orders where delivery_slot_id = ${hand.midnight}
      and delivery_date = ${raceDate} and order_status <> 'CANCELLED'`)) as unknown as Rows<{ n: number }>;
    const booked = await bookedOn(db, hand.midnight, raceDate);
    const liveOrders = Number(live.rows[0]?.n ?? 0);

    const hot = await makeProduct(db, { pricePaise: 99_900, stock: options.raceStock });
    const racers: Buyer[] = [];
    for (let i = 0; i < options.raceBuyers; i++) racers.push(await makeBuyer(db, hot.id, pincode));
    const statuses = await Promise.all(
      racers.map(async (buyer) => {
        const res = await post(origin, buyer);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const held = await db.execute(sql`select coalesce(sum(i.quantity), 0)::int as units from order_items i
      join orders o on o.id = i.order_id where i.product_id = ${hot.id} and o.order_status <> 'CANCELLED'`);
    const left = await db.execute(sql`select stock from products where id = ${hot.id}`);
    const units = Number((held as unknown as { rows: { units: number }[] }).rows[0]?.units ?? 0);
    const stockLeft = Number((left as unknown as { rows: { stock: number }[] }).rows[0]?.stock ?? 0);
    return {
      buyers: options.buyers,
      ...courier,
      slotted,
      slotRace: {
        buyers: options.raceBuyers,
        capacity: options.slotPlaces,
        placed: slotStatuses.filter((status) => status === 201).length,
        refused: slotStatuses.filter((status) => status === 409).length,
        booked,
        liveOrders,
        // Places taken or orders holding one beyond the capacity there was.
        overCapacity: Math.max(0, booked - options.slotPlaces) + Math.max(0, liveOrders - options.slotPlaces),
      },
      race: {
        buyers: options.raceBuyers,
        stock: options.raceStock,
        placed: statuses.filter((status) => status === 201).length,
        refused: statuses.filter((status) => status === 409).length,
        unitsHeld: units,
        stockLeft,
        // Units held by live orders beyond the stock there was; a negative stock would be overselling too.
        oversold: Math.max(0, units - options.raceStock) + Math.max(0, -stockLeft),
      },
    };
  } finally {
    await database.close();
  }
}
