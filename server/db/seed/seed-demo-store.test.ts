import { fastPainter } from "@server/testing/fast-painter";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  banners,
  blogs,
  categories,
  coupons,
  deliveryBlockedDates,
  deliverySlots,
  highlights,
  localDeliverySettings,
  occasions,
  offers,
  policies,
  productImages,
  productOccasions,
  products,
  searchSynonyms,
  searchWords,
  shippingZones,
} from "../schema";
import { demoStore } from "./data/demo-store";
import { type DemoStore, seedDemoStore } from "./seed-demo-store";

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
    deliveryBlockedDates,
    deliverySlots,
    highlights,
    localDeliverySettings,
    occasions,
    offers,
    policies,
    productImages,
    productOccasions,
    products,
    searchSynonyms,
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

const nothing: DemoStore = {
  settings: demoStore.settings,
  taxSettings: demoStore.taxSettings,
  categories: [],
  products: [],
  banners: [],
  highlights: [],
  policies: [],
  blogs: [],
  offers: [],
  coupons: [],
  shippingZones: [],
  diwaliBlocks: [],
  occasions: [],
  productOccasions: {},
  searchSynonyms: [],
};

describe("seedDemoStore", () => {
  it("fills the store with the demo catalogue", async () => {
    const n = await counts();
    expect(n.categories).toBeGreaterThanOrEqual(8);
    expect(n.products).toBeGreaterThanOrEqual(60);
    expect(n.banners).toBe(3);
    expect(n.highlights).toBe(3);
    expect(n.policies).toBe(5);
    expect(n.blogs).toBe(4);
    expect(n.localDeliverySettings).toBe(4);
    expect(n.deliveryBlockedDates).toBe(1);
    expect(n.productImages).toBeGreaterThanOrEqual(n.products ?? 0);
    expect(n.occasions).toBe(12);
    expect(n.productOccasions).toBeGreaterThanOrEqual(n.products ?? 0);
    expect(n.searchSynonyms).toBe(demoStore.searchSynonyms.length);
  });

  it("makes every product findable by its category and its occasions", async () => {
    const [cake] = await t.db
      .select({ terms: products.searchTerms })
      .from(products)
      .where(eq(products.slug, "black-forest-cake-1kg"));
    expect(cake?.terms).toBe("Cakes Birthday For Kids");
    const vocabulary = new Set((await t.db.select().from(searchWords)).map((row) => row.word));
    expect(vocabulary.size).toBeGreaterThan(100);
    for (const word of ["truffles", "birthday", "kaju", "katli", "mithai", "sweets", "rasmalai"]) {
      expect(vocabulary.has(word), word).toBe(true);
    }
  });

  it("changes nothing when run again, and keeps what staff edited", async () => {
    const before = await counts();
    await t.db.update(categories).set({ name: "Renamed by staff" });
    await seedDemoStore(t.db, t.storage, demoStore, { painter: fastPainter, imageCacheDir: null });
    expect(await counts()).toEqual(before);
    const names = await t.db.selectDistinct({ name: categories.name }).from(categories);
    expect(names).toEqual([{ name: "Renamed by staff" }]);
  });

  it("hand-delivers in the four cities with their slots, and in no other zone", async () => {
    const rows = await t.db
      .select({ zone: shippingZones.name, settings: localDeliverySettings })
      .from(localDeliverySettings)
      .innerJoin(shippingZones, eq(shippingZones.id, localDeliverySettings.zoneId))
      .orderBy(asc(localDeliverySettings.position));
    expect(rows.map((row) => [row.zone, row.settings.areaName, row.settings.position])).toEqual([
      ["Pune", "Pune", 0],
      ["Mumbai", "Mumbai", 1],
      ["Bengaluru", "Bengaluru", 2],
      ["Delhi NCR", "Delhi", 3],
    ]);
    expect(rows[1]?.settings).toMatchObject({
      isActive: true,
      cutoffMinute: 840,
      leadDays: 0,
      noticeMinutes: 180,
      horizonDays: 30,
      chargePaise: 5900,
      freeShippingValuePaise: 99900,
    });
    const [pune] = await t.db.select().from(shippingZones).where(eq(shippingZones.name, "Pune"));
    const puneSlots = await t.db
      .select()
      .from(deliverySlots)
      .where(eq(deliverySlots.zoneId, pune?.id ?? 0))
      .orderBy(asc(deliverySlots.startMinute), asc(deliverySlots.endMinute));
    expect(
      puneSlots.map((slot) => [
        slot.kind,
        slot.startMinute,
        slot.endMinute,
        slot.feePaise,
        slot.defaultCapacity,
      ]),
    ).toEqual([
      ["window", 540, 780, 0, 30],
      ["window", 780, 1020, 0, 30],
      ["window", 1020, 1260, 0, 30],
      ["fixed_time", 1200, 1230, 19900, 12],
      ["midnight", 1380, 1439, 24900, 15],
    ]);
    expect((await counts()).deliverySlots).toBe(20);
  });

  it("gives a zone seeded before hand delivery existed the demo's hand delivery, once", async () => {
    const [mumbai] = await t.db.select().from(shippingZones).where(eq(shippingZones.name, "Mumbai"));
    const zoneId = mumbai?.id ?? 0;
    await t.db.delete(deliverySlots).where(eq(deliverySlots.zoneId, zoneId));
    await t.db.delete(localDeliverySettings).where(eq(localDeliverySettings.zoneId, zoneId));
    await seedDemoStore(t.db, t.storage, demoStore, { painter: fastPainter, imageCacheDir: null });
    await seedDemoStore(t.db, t.storage, demoStore, { painter: fastPainter, imageCacheDir: null });
    const [settings] = await t.db
      .select()
      .from(localDeliverySettings)
      .where(eq(localDeliverySettings.zoneId, zoneId));
    expect(settings).toMatchObject({ areaName: "Mumbai", cutoffMinute: 840 });
    expect(await t.db.select().from(deliverySlots).where(eq(deliverySlots.zoneId, zoneId))).toHaveLength(5);
    expect((await counts()).deliverySlots).toBe(20);
  });

  it("marks cakes, flowers and fresh mithai perishable with their days", async () => {
    const fresh = await t.db
      .select({ slug: products.slug, days: products.maxDaysAhead })
      .from(products)
      .where(eq(products.isPerishable, true));
    const days = Object.fromEntries(fresh.map((row) => [row.slug, row.days]));
    expect(fresh).toHaveLength(16);
    expect(days).toMatchObject({
      "black-forest-cake-1kg": 3,
      "red-roses-bouquet-12": 2,
      "kaju-katli-500g": 2,
    });
    expect(days["money-plant-chocolates-combo"]).toBeUndefined();
  });

  it("gives every product an HSN code and a GST rate", async () => {
    const rows = await t.db
      .select({ slug: products.slug, hsn: products.hsnCode, rate: products.gstRate })
      .from(products);
    expect(rows).toHaveLength(demoStore.products.length);
    for (const row of rows) {
      expect(row.hsn, row.slug).toMatch(/^\d{4}$/);
      expect(row.rate, row.slug).not.toBeNull();
    }
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, `${row.hsn} @ ${row.rate}`]));
    expect(bySlug).toMatchObject({
      "classic-dark-truffles-12": "1806 @ 5",
      "black-forest-cake-1kg": "1905 @ 5",
      "kaju-katli-500g": "2106 @ 5",
      "red-roses-bouquet-12": "0603 @ 0",
      "personalised-photo-mug": "6912 @ 5",
    });
  });

  it("blocks hand delivery everywhere on the first Diwali from the seed's India date", async () => {
    const only = (now: string) =>
      seedDemoStore(
        t.db,
        t.storage,
        { ...nothing, diwaliBlocks: demoStore.diwaliBlocks } satisfies DemoStore,
        {
          painter: fastPainter,
          imageCacheDir: null,
          now: new Date(now),
        },
      );
    const blocks = () =>
      t.db
        .select({
          zoneId: deliveryBlockedDates.zoneId,
          date: deliveryBlockedDates.deliveryDate,
          reason: deliveryBlockedDates.reason,
        })
        .from(deliveryBlockedDates)
        .orderBy(asc(deliveryBlockedDates.deliveryDate));
    await t.db.delete(deliveryBlockedDates);
    // 23:30 in India on Diwali itself: that day is still ahead of the shop.
    await only("2027-10-29T18:00:00Z");
    expect(await blocks()).toEqual([
      { zoneId: null, date: "2027-10-29", reason: "No deliveries on Diwali, 29 Oct" },
    ]);
    // 00:30 the next India day, though still the 29th in UTC: the next year's Diwali.
    await only("2027-10-29T19:00:00Z");
    expect((await blocks()).map((block) => block.date)).toEqual(["2027-10-29", "2028-10-17"]);
    await only("2028-10-18T00:00:00Z");
    expect(await blocks()).toHaveLength(2);
  });

  it("stores every picture it refers to", async () => {
    const rows = await t.db.select({ key: productImages.storageKey }).from(productImages);
    const missing = [];
    for (const row of rows) if (!(await t.storage.exists(row.key))) missing.push(row.key);
    expect(missing).toEqual([]);
  });
});
