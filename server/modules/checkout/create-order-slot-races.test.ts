import { orders } from "@server/db/schema/orders";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { addToCart } from "@server/testing/checkout-calls";
import { makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { testClock } from "@server/testing/clock";
import { addHandDelivery, bookedOn, handOrderCall } from "@server/testing/hand-delivery";
import { itRace } from "@server/testing/race";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";

/** Slot places are taken like stock (decision 24): raced on PostgreSQL, where requests overlap. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    payments: simulatedGateway("test-secret"),
    now: testClock("2026-10-19T12:00+05:30").now,
  });
  await makeZone(t.db);
});
afterAll(() => t.close());

describe("the last midnight places", () => {
  itRace("20 buyers for 3 places at once: exactly 3 orders, and the counter says 3", async () => {
    const { slots } = await addHandDelivery(t.db, { capacity: { midnight: 3 } });
    const product = await makeProduct(t.db, { pricePaise: 49_900, stock: 100, name: "Truffle Cake" });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(t.db)));
    for (const buyer of buyers) await addToCart(t, buyer.headers, product.id);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        handOrderCall(t, buyer, { slotId: slots.midnight, date: "2026-10-20", feeRupees: 249 }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect(await bookedOn(t.db, slots.midnight, "2026-10-20")).toBe(3);
    expect(await t.db.select().from(orders).where(eq(orders.deliverySlotId, slots.midnight))).toHaveLength(3);
  });
});
