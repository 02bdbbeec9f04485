import { activeOffers } from "@contract/offers";
import { offers } from "@server/db/schema/offers";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: "/api/setting/offers/active/", headers });

describe("active offers", () => {
  it("lists only switched-on offers live now, in the spec's shape, to anyone", async () => {
    const now = Date.now();
    const [live, capped] = await t.db
      .insert(offers)
      .values([
        {
          name: "Flat ₹250 Off",
          startDate: new Date(now - day),
          endDate: new Date(now + day),
          minOrderAmountPaise: 299900,
          discountType: "fixed",
          discountAmountPaise: 25000,
        },
        {
          name: "Festive 10% Off",
          startDate: new Date(now - day),
          endDate: new Date(now + day),
          minOrderAmountPaise: 149900,
          discountType: "percentage",
          discountPercentage: 10,
          maxDiscountAmountPaise: 50000,
        },
        {
          name: "Switched off",
          isActive: false,
          startDate: new Date(now - day),
          endDate: new Date(now + day),
          discountType: "fixed",
          discountAmountPaise: 100,
        },
        {
          name: "Ended",
          startDate: new Date(now - 3 * day),
          endDate: new Date(now - day),
          discountType: "fixed",
          discountAmountPaise: 100,
        },
        {
          name: "Not yet",
          startDate: new Date(now + day),
          endDate: new Date(now + 3 * day),
          discountType: "fixed",
          discountAmountPaise: 100,
        },
      ])
      .returning();
    await t.publicCache.invalidate();
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("public");
    const body = activeOffers.parse(res.json());
    expect(body).toEqual([
      {
        id: live?.id,
        name: "Flat ₹250 Off",
        is_active: true,
        start_date: live?.startDate.toISOString(),
        end_date: live?.endDate.toISOString(),
        min_order_amount: "2999.00",
        discount_type: "fixed",
        discount_percentage: null,
        discount_amount: "250.00",
        max_discount_amount: null,
      },
      {
        id: capped?.id,
        name: "Festive 10% Off",
        is_active: true,
        start_date: capped?.startDate.toISOString(),
        end_date: capped?.endDate.toISOString(),
        min_order_amount: "1499.00",
        discount_type: "percentage",
        discount_percentage: 10,
        discount_amount: null,
        max_discount_amount: "500.00",
      },
    ]);
    const again = await get({ "if-none-match": String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("starts an offer on time even while the list is cached", async () => {
    await get();
    const startsAt = new Date(Date.now() + 1500);
    await t.db.insert(offers).values({
      name: "Starts soon",
      startDate: startsAt,
      endDate: new Date(startsAt.getTime() + day),
      discountType: "fixed",
      discountAmountPaise: 100,
    });
    await t.publicCache.invalidate();
    expect(activeOffers.parse((await get()).json()).map((offer) => offer.name)).not.toContain("Starts soon");
    await new Promise((resolve) => setTimeout(resolve, startsAt.getTime() - Date.now() + 50));
    expect(activeOffers.parse((await get()).json()).map((offer) => offer.name)).toContain("Starts soon");
  });
});
