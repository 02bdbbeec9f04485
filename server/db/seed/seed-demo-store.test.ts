import { fastPainter } from "@server/testing/fast-painter";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  banners,
  blogs,
  categories,
  coupons,
  highlights,
  offers,
  policies,
  productImages,
  products,
  shippingZones,
} from "../schema";
import { demoStore } from "./data/demo-store";
import { seedDemoStore } from "./seed-demo-store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const tables = {
    banners,
    blogs,
    categories,
    coupons,
    highlights,
    offers,
    policies,
    productImages,
    products,
    shippingZones,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [name, Number(row?.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("seedDemoStore", () => {
  it("fills the store with the demo catalogue", async () => {
    const n = await counts();
    expect(n.categories).toBeGreaterThanOrEqual(8);
    expect(n.products).toBeGreaterThanOrEqual(60);
    expect(n.banners).toBe(3);
    expect(n.highlights).toBe(3);
    expect(n.policies).toBe(5);
    expect(n.blogs).toBe(4);
    expect(n.productImages).toBeGreaterThanOrEqual(n.products ?? 0);
  });

  it("changes nothing when run again, and keeps what staff edited", async () => {
    const before = await counts();
    await t.db.update(categories).set({ name: "Renamed by staff" });
    await seedDemoStore(t.db, t.storage, demoStore, { painter: fastPainter, imageCacheDir: null });
    expect(await counts()).toEqual(before);
    const names = await t.db.selectDistinct({ name: categories.name }).from(categories);
    expect(names).toEqual([{ name: "Renamed by staff" }]);
  });

  it("stores every picture it refers to", async () => {
    const rows = await t.db.select({ key: productImages.storageKey }).from(productImages);
    const missing = [];
    for (const row of rows) if (!(await t.storage.exists(row.key))) missing.push(row.key);
    expect(missing).toEqual([]);
  });
});
