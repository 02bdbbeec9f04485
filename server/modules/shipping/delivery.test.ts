import { deliveryCheckResponse } from "@contract/delivery";
import { products, shippingZonePincodes, shippingZones } from "@server/db/schema";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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
  it("offers standard and express in Pune, to a guest", async () => {
    const res = await check({ pincode: "411001" });
    expect(res.statusCode).toBe(200);
    expect(deliveryCheckResponse.parse(res.json())).toEqual({
      available: true,
      pincode: "411001",
      shipping_options: {
        standard: { name: "Standard", code: "S", days: 2, charge: "49.00", free_shipping_value: "999.00" },
        express: { name: "Express", code: "E", days: 1, charge: "149.00", free_shipping_value: "2999.00" },
      },
    });
  });

  it("offers standard only where there is no express courier, to a signed-in customer", async () => {
    const { headers } = await signInAs(t.db, { email: "hyd@example.in" });
    const res = await check({ pincode: "500001" }, headers);
    expect(res.json()).toMatchObject({
      available: true,
      shipping_options: { standard: { days: 3 }, express: null },
    });
  });

  it("answers not available for a pincode no zone serves", async () => {
    const res = await check({ pincode: "999999" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      available: false,
      pincode: "999999",
      shipping_options: { standard: null, express: null },
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
