import { categoryProductsResponse } from "@contract/catalog";
import { deliveryReachResponse } from "@contract/delivery";
import { canReachBy, type DeliveryReach, reachOfAnswer } from "@contract/delivery-reach";
import { categories, products } from "@server/db/schema/catalog";
import { testClock } from "@server/testing/clock";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { canReachBySql, type ReachBy } from "./product-listing.repository";

/** Monday 19 Oct 2026 in India; the seed's Pune hand-delivers (2 PM cut-off) and sends by courier. */
const today = "2026-10-19";
const tomorrow = "2026-10-20";
const clock = testClock(`${today}T12:00+05:30`);
let t: TestApp;
let cakes: number;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const [row] = await t.db.select().from(categories).where(eq(categories.slug, "cakes"));
  cakes = row?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(() => clock.set(`${today}T12:00+05:30`));

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the can-reach predicate is canReachBy (decision 26)", () => {
  it("agrees with the shared rule on every combination", async () => {
    const made: { id: number; isPerishable: boolean; maxDaysAhead: number | null; stock: number }[] = [];
    for (const isPerishable of [false, true]) {
      for (const maxDaysAhead of isPerishable ? [null, 0, 2] : [null]) {
        for (const stock of [0, 3]) {
          const [row] = await t.db
            .insert(products)
            .values({
              categoryId: cakes,
              slug: `reach-${isPerishable}-${maxDaysAhead}-${stock}`,
              name: "Reach probe",
              pricePaise: 10_000,
              stock,
              isPerishable,
              maxDaysAhead,
              isActive: false,
            })
            .returning({ id: products.id });
          if (row) made.push({ id: row.id, isPerishable, maxDaysAhead, stock });
        }
      }
    }
    let compared = 0;
    for (const courier of [null, "2026-10-21"]) {
      for (const hand of [null, tomorrow, "2026-10-23"]) {
        for (const by of [today, tomorrow, "2026-10-21", "2026-10-22", "2026-10-23"]) {
          const reach: ReachBy = { today, courier, hand, by };
          const shared: DeliveryReach = { today, courierEarliest: courier, handEarliest: hand };
          const rows = await t.db
            .select({ id: products.id })
            .from(products)
            .where(canReachBySql(reach))
            .orderBy(asc(products.id));
          const inSql = new Set(rows.map((row) => row.id));
          for (const product of made) {
            expect(inSql.has(product.id), JSON.stringify({ product, reach })).toBe(
              canReachBy(product, shared, by),
            );
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(8 * 2 * 3 * 5);
  });
});

describe("?pincode=&by= on a listing", () => {
  const listing = (query: string, at: string) =>
    t.app.inject({
      url: `/api/products/categories/${cakes}/products/?${query}`,
      headers: { "x-test-now": at },
    });

  it.each([
    ["13:59", today],
    ["14:00", tomorrow],
  ])("keeps exactly what can reach Pune by today at %s (hand delivery from %s)", async (time, handFrom) => {
    const at = `${today}T${time}+05:30`;
    const reachRes = await t.app.inject({
      url: "/api/orders/delivery/reach/?pincode=411004",
      headers: { "x-test-now": at },
    });
    const reach = deliveryReachResponse.parse(reachRes.json());
    expect(reach.hand_earliest).toBe(handFrom);
    const all = categoryProductsResponse.parse((await listing("", at)).json());
    const filtered = categoryProductsResponse.parse((await listing(`pincode=411004&by=${today}`, at)).json());
    const expected = all.results.filter((card) =>
      canReachBy(
        { stock: card.stock, isPerishable: card.is_perishable, maxDaysAhead: card.max_days_ahead },
        reachOfAnswer(reach),
        today,
      ),
    );
    expect(filtered.results.map((card) => card.id)).toEqual(expected.map((card) => card.id));
    expect(filtered.count).toBe(time === "13:59" ? expected.length : 0);
    if (time === "13:59") expect(expected.length).toBeGreaterThan(0);
  });

  it("lets nothing perishable go to a courier-only pincode", async () => {
    const answer = await get(`/api/products/categories/${cakes}/products/?pincode=500001&by=2026-10-25`);
    expect(answer.results.every((card: { is_perishable: boolean }) => !card.is_perishable)).toBe(true);
  });

  it("refuses a date outside the 30 days ahead, or a pincode without a date", async () => {
    const late = await t.app.inject({ url: `/api/products/search/?q=cake&pincode=411004&by=2026-11-18` });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.by[0]).toMatch(/^Please choose a delivery date between /);
    const past = await t.app.inject({ url: `/api/products/search/?q=cake&pincode=411004&by=2026-10-18` });
    expect(past.statusCode).toBe(400);
    const alone = await t.app.inject({ url: `/api/products/occasions/birthday/products/?by=${today}` });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().errors.pincode[0]).toBe("Choose both a pincode and a date");
  });
});
