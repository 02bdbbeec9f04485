import { buildApp } from "@server/app";
import { products } from "@server/db/schema/catalog";
import { createPublicCache, type PublicCache } from "@server/platform/public-cache";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testRedis } from "@server/testing/test-redis";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/** Two instances of the app on one database, each with its own cache, joined by Redis pub/sub. */
describe("public cache across instances (Redis)", () => {
  const caches: PublicCache[] = [];
  let redis: Awaited<ReturnType<typeof testRedis>>;
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;

  const cacheOnOwnConnection = async () => {
    const cache = await createPublicCache({ redis: await redis.client(), redisPrefix: redis.prefix });
    caches.push(cache);
    return cache;
  };

  beforeAll(async () => {
    redis = await testRedis();
    first = await createTestApp({ publicCache: await cacheOnOwnConnection() });
    second = await buildApp({ ...first.deps, publicCache: await cacheOnOwnConnection() });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const cache of caches) await cache.close();
    await redis?.close();
  });

  it("drops the other instance's cached product when one instance invalidates", async () => {
    const [row] = await first.db.select().from(products).where(eq(products.slug, "signature-box-16"));
    if (!row) throw new Error("seed has no signature box");
    const stockOn = async (app: { inject: TestApp["app"]["inject"] }) =>
      (await app.inject({ url: `/api/products/${row.id}/` })).json().stock;
    expect(await stockOn(first.app)).toBe(row.stock);
    expect(await stockOn(second)).toBe(row.stock);

    await first.db.update(products).set({ stock: 3 }).where(eq(products.id, row.id));
    expect(await stockOn(second)).toBe(row.stock);
    await first.deps.publicCache.invalidate();

    expect(await stockOn(first.app)).toBe(3);
    // Pub/sub delivery takes a moment (well under a millisecond locally); allow a generous bound.
    await vi.waitFor(async () => expect(await stockOn(second)).toBe(3), { timeout: 2000, interval: 5 });
  });

  it("shows a staff edit made on one instance on the other at once", async () => {
    const [row] = await first.db.select().from(products).where(eq(products.slug, "signature-box-16"));
    if (!row) throw new Error("seed has no signature box");
    const nameOn = async (app: { inject: TestApp["app"]["inject"] }) =>
      (await app.inject({ url: `/api/products/${row.id}/` })).json().name;
    expect(await nameOn(second)).toBe(row.name);

    const staff = await signInAsStaff(first.db);
    const form = (
      await first.app.inject({ url: `/api/admin/products/${row.id}/`, headers: staff.headers })
    ).json();
    const edit = await first.app.inject({
      method: "PUT",
      url: `/api/admin/products/${row.id}/`,
      headers: staff.headers,
      payload: {
        ...form,
        name: "Signature Box of 16 (new edition)",
        expected_stock: form.stock,
        features: form.features.map((text: string) => ({ text })),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await vi.waitFor(async () => expect(await nameOn(second)).toBe("Signature Box of 16 (new edition)"), {
      timeout: 2000,
      interval: 5,
    });
  });
});
