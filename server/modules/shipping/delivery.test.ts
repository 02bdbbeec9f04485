import { deliveryCheckResponse } from "@contract/delivery";
import { products } from "@server/db/schema/catalog";
import { deliverySlots, shippingZonePincodes, shippingZones } from "@server/db/schema/shipping";
import { testClock } from "@server/testing/clock";
import { makeHandZone, setSlotDay } from "@server/testing/hand-delivery";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/** Monday 19 Oct 2026, noon in India; the seeded Pune hand-delivers (2 PM cut-off, 3 h notice). */
const clock = testClock("2026-10-19T12:00+05:30");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());
beforeEach(() => clock.set("2026-10-19T12:00+05:30"));

let ip = 0;
const check = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders/delivery/check-delivery/",
    payload: payload as object,
    headers,
    remoteAddress: `198.51.100.${++ip}`,
  });

describe("POST /api/orders/delivery/check-delivery/", () => {
  it("offers standard, express and today's earliest hand delivery in Pune, to a guest", async () => {
    const res = await check({ pincode: "411001" });
    expect(res.statusCode).toBe(200);
    expect(deliveryCheckResponse.parse(res.json())).toEqual({
      available: true,
      pincode: "411001",
      shipping_options: {
        standard: { name: "Standard", code: "S", days: 2, charge: "49.00", free_shipping_value: "999.00" },
        express: { name: "Express", code: "E", days: 1, charge: "149.00", free_shipping_value: "2999.00" },
      },
      hand_delivery: {
        area: "Pune",
        earliest: {
          date: "2026-10-19",
          slot_id: expect.any(Number),
          label: "5–9 PM",
          fee: "0.00",
          text: "Today, 5–9 PM",
        },
      },
      unavailable_reason: null,
    });
  });

  it("offers standard only where there is no express courier, to a signed-in customer", async () => {
    const { headers } = await signInAs(t.db, { email: "hyd@example.in" });
    const res = await check({ pincode: "500001" }, headers);
    expect(res.json()).toMatchObject({
      available: true,
      shipping_options: { standard: { days: 3 }, express: null },
      hand_delivery: null,
      unavailable_reason: null,
    });
  });

  it("answers not available for a pincode no zone serves", async () => {
    const res = await check({ pincode: "999999" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      available: false,
      pincode: "999999",
      shipping_options: { standard: null, express: null },
      hand_delivery: null,
      unavailable_reason: null,
    });
  });

  it.each([["41100"], ["4110011"], ["011001"], ["41100a"], [""], [411001]])(
    "refuses the malformed pincode %j with a field error",
    async (pincode) => {
      const res = await check({ pincode });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.pincode[0]).toMatch(/pincode/i);
    },
  );

  it("refuses a missing pincode", async () => {
    const res = await check({ product_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pincode).toEqual(["Pincode is required"]);
  });

  it("checks the product when one is named: unknown is 404, out of stock still gets the place's answer", async () => {
    expect((await check({ pincode: "411001", product_id: 999999 })).statusCode).toBe(404);
    const [soldOut] = await t.db.select().from(products).where(eq(products.slug, "kesar-peda-400g"));
    expect(soldOut?.stock).toBe(0);
    const res = await check({ pincode: "411001", product_id: soldOut?.id });
    expect(res.json()).toMatchObject({ available: true });
    expect((await check({ pincode: "411001", product_id: String(soldOut?.id) })).statusCode).toBe(200);
  });

  it("lets the longest prefix win and follows zone changes once the cache is invalidated", async () => {
    const [zone] = await t.db
      .insert(shippingZones)
      .values({
        name: "Pune Camp",
        standardDays: 1,
        standardChargePaise: 0,
        standardFreeShippingValuePaise: 0,
      })
      .returning();
    await t.db.insert(shippingZonePincodes).values({ zoneId: zone?.id ?? 0, prefix: "411001" });
    await t.publicCache.invalidate();
    expect((await check({ pincode: "411001" })).json()).toMatchObject({
      shipping_options: { standard: { days: 1, charge: "0.00" }, express: null },
    });
    expect((await check({ pincode: "411002" })).json()).toMatchObject({
      shipping_options: { standard: { days: 2 } },
    });
    await t.db
      .update(shippingZones)
      .set({ isActive: false })
      .where(eq(shippingZones.id, zone?.id ?? 0));
    await t.publicCache.invalidate();
    expect((await check({ pincode: "411001" })).json()).toMatchObject({
      shipping_options: { standard: { days: 2 } },
    });
  });
});

describe("the delivery check's hand delivery (decision 24)", () => {
  const earliestText = async (pincode: string, headers: Record<string, string> = {}) =>
    deliveryCheckResponse.parse((await check({ pincode }, headers)).json()).hand_delivery?.earliest?.text;
  const cake = async () => {
    const [row] = await t.db.select().from(products).where(eq(products.slug, "belgian-truffle-cake-1kg"));
    if (!row?.isPerishable) throw new Error("the seed's cake should be perishable");
    return row;
  };

  it("names tomorrow's first window once today's 2 PM cut-off has come", async () => {
    clock.set("2026-10-19T14:00+05:30");
    expect(await earliestText("411001")).toBe("Tomorrow, 9 AM–1 PM");
  });

  it("names tonight's midnight slot with its fee when today's other slots are full", async () => {
    const today = "2026-10-19";
    const full = await t.db
      .select()
      .from(deliverySlots)
      .innerJoin(shippingZonePincodes, eq(shippingZonePincodes.zoneId, deliverySlots.zoneId))
      .where(and(eq(shippingZonePincodes.prefix, "400"), eq(deliverySlots.isActive, true)));
    for (const { delivery_slots: slot } of full) {
      if (slot.kind !== "midnight") await setSlotDay(t.db, slot.id, today, { capacityOverride: 0 });
    }
    expect(await earliestText("400001")).toBe("Midnight tonight, ₹249");
  });

  it("reads the X-Test-Now header as the clock while the app runs for tests", async () => {
    expect(await earliestText("411001", { "x-test-now": "2026-10-19T08:00+05:30" })).toBe("Today, 1–5 PM");
    expect(await earliestText("411001", { "x-test-now": "not a time" })).toBe("Today, 5–9 PM");
  });

  it("offers a perishable by hand only, and explains a courier-only pincode", async () => {
    const product = await cake();
    const inPune = deliveryCheckResponse.parse(
      (await check({ pincode: "411001", product_id: product.id })).json(),
    );
    expect(inPune).toMatchObject({
      available: true,
      shipping_options: { standard: null, express: null },
      hand_delivery: { area: "Pune", earliest: { text: "Today, 5–9 PM" } },
      unavailable_reason: null,
    });
    const inHyderabad = await check({ pincode: "500001", product_id: product.id });
    expect(inHyderabad.json()).toEqual({
      available: false,
      pincode: "500001",
      shipping_options: { standard: null, express: null },
      hand_delivery: null,
      unavailable_reason: `${product.name} can only be hand-delivered in Pune, Mumbai, Bengaluru and Delhi`,
    });
  });

  it("offers no courier where the zone delivers by hand only", async () => {
    await makeHandZone(t.db, { prefix: "411038", area: "Kothrud", courier: false });
    await t.publicCache.invalidate();
    expect(deliveryCheckResponse.parse((await check({ pincode: "411038" })).json())).toMatchObject({
      available: true,
      shipping_options: { standard: null, express: null },
      hand_delivery: { area: "Kothrud", earliest: { text: "Today, 5–9 PM" } },
    });
  });
});

describe("the delivery check outside tests", () => {
  it("ignores X-Test-Now", async () => {
    const app = await createTestApp({ seed: false, now: clock.now, env: { NODE_ENV: "development" } });
    try {
      await makeHandZone(app.db, { prefix: "411", area: "Pune" });
      const res = await app.app.inject({
        method: "POST",
        url: "/api/orders/delivery/check-delivery/",
        payload: { pincode: "411001" },
        headers: { "x-test-now": "2026-10-19T08:00+05:30" },
      });
      expect(res.json().hand_delivery.earliest.text).toBe("Today, 5–9 PM");
    } finally {
      await app.close();
    }
  });
});
