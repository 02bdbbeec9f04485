import { buildApp } from "@server/app";
import { openRedisAndCache } from "@server/boot";
import { loadConfig } from "@server/config";
import { products } from "@server/db/schema/catalog";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testRedis } from "@server/testing/test-redis";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type Inject = TestApp["app"]["inject"];
type Shared = Awaited<ReturnType<typeof openRedisAndCache>>;

/**
 * Two shops on one Redis server, each with its own database and REDIS_PREFIX, and a second instance of
 * the first shop: Redis reached the way boot.ts reaches it, so the prefix is applied where production
 * applies it.
 */
let redis: Awaited<ReturnType<typeof testRedis>>;
const opened: Shared[] = [];
let shopA: TestApp;
let shopA2: Awaited<ReturnType<typeof buildApp>>;
let shopB: TestApp;

const quiet = { info() {}, warn() {} };
const shared = async (shop: string) => {
  const config = loadConfig({
    NODE_ENV: "test",
    REDIS_URL: redis.url,
    REDIS_PREFIX: `${redis.prefix}:${shop}`,
  });
  const services = await openRedisAndCache(config, quiet);
  opened.push(services);
  return services;
};

beforeAll(async () => {
  redis = await testRedis();
  const a = await shared("shop-a");
  const a2 = await shared("shop-a");
  const b = await shared("shop-b");
  shopA = await createTestApp({ redis: a.redis, publicCache: a.publicCache });
  shopA2 = await buildApp({ ...shopA.deps, redis: a2.redis, publicCache: a2.publicCache });
  await shopA2.ready();
  shopB = await createTestApp({ redis: b.redis, publicCache: b.publicCache });
});
afterAll(async () => {
  await shopA2?.close();
  await shopA?.close();
  await shopB?.close();
  for (const { publicCache, redis: client } of opened) {
    await publicCache.close();
    await client?.quit();
  }
  await redis?.close();
});

const stockOf = async (app: { inject: Inject }, id: number) =>
  (await app.inject({ url: `/api/products/${id}/` })).json().stock as number;

async function signatureBox(shop: TestApp) {
  const [row] = await shop.db.select().from(products).where(eq(products.slug, "signature-box-16"));
  if (!row) throw new Error("seed has no signature box");
  return row;
}

describe("two shops on one Redis server", () => {
  it("clears only its own shop's caches on an invalidation, on every instance of that shop", async () => {
    const inA = await signatureBox(shopA);
    const inB = await signatureBox(shopB);
    expect(await stockOf(shopA.app, inA.id)).toBe(inA.stock);
    expect(await stockOf(shopA2, inA.id)).toBe(inA.stock);
    expect(await stockOf(shopB.app, inB.id)).toBe(inB.stock);

    await shopA.db.update(products).set({ stock: 4 }).where(eq(products.id, inA.id));
    await shopB.db.update(products).set({ stock: 3 }).where(eq(products.id, inB.id));
    await shopA.deps.publicCache.invalidate();

    expect(await stockOf(shopA.app, inA.id)).toBe(4);
    await vi.waitFor(async () => expect(await stockOf(shopA2, inA.id)).toBe(4), {
      timeout: 2000,
      interval: 5,
    });
    // Shop B's subscriber would have had a message as soon as shop A's second instance did.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stockOf(shopB.app, inB.id)).toBe(inB.stock);

    await shopB.deps.publicCache.invalidate();
    expect(await stockOf(shopB.app, inB.id)).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shopA.db.update(products).set({ stock: 5 }).where(eq(products.id, inA.id));
    expect(await stockOf(shopA2, inA.id)).toBe(4);
  });

  it("counts rate limits and attempts per shop, shared by the instances of one shop", async () => {
    const ip = "198.51.100.91";
    const contact = (app: { inject: Inject }) =>
      app.inject({
        method: "POST",
        url: "/api/setting/contact/",
        remoteAddress: ip,
        payload: { name: "Kabir Shah", email: "kabir@example.in", phone: "9876543210", message: "Hamper?" },
      });
    for (let i = 0; i < 5; i++)
      expect((await contact(i % 2 === 0 ? shopA.app : shopA2)).statusCode).toBe(201);
    expect((await contact(shopA2)).statusCode).toBe(429);
    expect((await contact(shopA.app)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await contact(shopB.app)).statusCode).toBe(201);
    expect((await contact(shopB.app)).statusCode).toBe(429);

    const requestCode = (app: { inject: Inject }) =>
      app.inject({
        method: "POST",
        url: "/api/user/auth/request_otp/",
        remoteAddress: "198.51.100.92",
        payload: { email: "both-shops@example.in" },
      });
    expect((await requestCode(shopA.app)).statusCode).toBe(200);
    expect((await requestCode(shopA2)).statusCode).toBe(429);
    expect((await requestCode(shopB.app)).statusCode).toBe(200);
    expect((await requestCode(shopB.app)).statusCode).toBe(429);

    const keys = await redis.keys();
    const ofShop = (shop: string) => keys.filter((key) => key.startsWith(`${redis.prefix}:${shop}:`));
    for (const shop of ["shop-a", "shop-b"]) {
      const names = ofShop(shop).map((key) => key.slice(`${redis.prefix}:${shop}:`.length));
      expect(names).toContainEqual(expect.stringMatching(/^rate-limit:POST\/api\/setting\/contact\/-/));
      expect(names).toContainEqual(expect.stringMatching(/^limit:/));
    }
    expect(keys.length).toBe(ofShop("shop-a").length + ofShop("shop-b").length);
  });
});
