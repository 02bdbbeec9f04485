import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@server/app";
import { highlightProducts, highlights, orders } from "@server/db/schema";
import { expireUnpaidOrders } from "@server/modules/payments/order-expiry";
import { createPublicCache, type PublicCache } from "@server/platform/public-cache";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeZone } from "@server/testing/checkout-fixtures";
import { countingLoads } from "@server/testing/counting-cache";
import { makeProduct } from "@server/testing/shop-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testRedis } from "@server/testing/test-redis";
import { expireNow } from "@server/testing/unpaid-order";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Decision 28 on two instances of the shop sharing Redis, each with its own cache, serving API answers
 * and server-rendered pages (a stand-in for the web app's server build that renders from the real API
 * in process): a sale clears the sold product's own answer and page on both instances and keeps the rest,
 * its cards included; a product selling out or coming back clears its cards and the listings too. Pages
 * are shared through Redis (decision 29): the one instance that renders a page again renders it for both.
 */

type Inject = TestApp["app"]["inject"];

// Pages render what the real API answers: the home page its highlights and categories, a product page
// its product, a category page its listing, the blog its posts (an answer the cache does not hold).
const entry = `
let transport;
export const appStateElementId = "app-state";
export function setApiTransport(next) { transport = next; }
const routes = [
  [/^\\/$/, () => ["/api/setting/setting/", "/api/products/categories/"]],
  [/^\\/product\\/(\\d+)$/, (id) => ["/api/products/" + id + "/"]],
  [/^\\/categories\\/(\\d+)$/, (id) => ["/api/products/categories/" + id + "/products/"]],
  [/^\\/blogs$/, () => ["/api/blog/blogs/"]],
];
const routeOf = (path) => routes.find(([pattern]) => pattern.test(path));
export function serverRenderedPage(url) {
  const path = url.split("?")[0];
  return routeOf(path) ? { module: "src/app/routes/page.tsx", url: path } : null;
}
export function pageExists() { return true; }
const cardsOf = (answer) => Array.isArray(answer)
  ? answer.flatMap(cardsOf)
  : answer.active_highlights?.flatMap((h) => h.products) ?? answer.results ?? [answer];
const card = (c) => typeof c.stock !== "number" ? "" : "<li>" + c.name + ": " + (c.stock > 0 ? c.stock + " left" : "Out of Stock") + "</li>";
export async function render(url) {
  const [pattern, calls] = routeOf(url);
  const answers = [];
  for (const call of calls(...(pattern.exec(url).slice(1)))) {
    const res = await transport(call);
    if (!res.ok) return null;
    answers.push(await res.json());
  }
  return { html: "<ul>" + answers.flatMap(cardsOf).map(card).join("") + "</ul>", state: {} };
}
`;

let redis: Awaited<ReturnType<typeof testRedis>>;
let root: string;
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
const counters: ReturnType<typeof countingLoads>[] = [];
const caches: PublicCache[] = [];

const countedCache = async () => {
  const cache = await createPublicCache({ redis: await redis.client(), redisPrefix: redis.prefix });
  caches.push(cache);
  const counted = countingLoads(cache);
  counters.push(counted);
  return counted;
};

/** Empties both instances' caches, and waits until the second has heard: an entry of its own is gone. */
async function emptyBothCaches() {
  const secondCache = caches[1] as PublicCache;
  let version = 0;
  const probe = () => secondCache.get("probe", async () => ++version);
  const before = await probe();
  await first.deps.publicCache.invalidate();
  await vi.waitFor(async () => expect(await probe()).toBeGreaterThan(before), { timeout: 2000, interval: 5 });
}

beforeAll(async () => {
  redis = await testRedis();
  root = await mkdtemp(join(tmpdir(), "mithaas-sale-"));
  await mkdir(join(root, "web", ".vite"), { recursive: true });
  await mkdir(join(root, "web", "assets"), { recursive: true });
  await mkdir(join(root, "server"), { recursive: true });
  await writeFile(
    join(root, "web", "index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(root, "web", ".vite", "manifest.json"), JSON.stringify({}));
  await writeFile(join(root, "server", "entry-server.js"), entry);
  const onFirst = await countedCache();
  const onSecond = await countedCache();
  first = await createTestApp({ seed: false, publicCache: onFirst.cache, webRoot: join(root, "web") });
  second = await buildApp({ ...first.deps, publicCache: onSecond.cache });
  await second.ready();
  await makeZone(first.db);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  for (const cache of caches) await cache.close();
  await redis?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** A checkout of `quantity` units at ₹1,000 each (free shipping from ₹999); answers the order's id. */
async function buy(productId: number, quantity: number) {
  const buyer = await makeCustomer(first.db);
  await fillCart(first.db, buyer.user.id, [{ productId, quantity }]);
  const res = await createOrderCall(first, buyer.headers, buyer.addressId, {
    shipping_charge: "0.00",
    discount_amount: 0,
    total_amount: 1000 * quantity,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [order] = await first.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, buyer.user.id))
    .orderBy(desc(orders.id));
  return order?.id as number;
}

/** A shop of three products: two in one category, the sold one also on the home page's highlights. */
async function shop() {
  const { product: sold } = await makeProduct(first.db, { pricePaise: 100_000, stock: 3 });
  const { product: neighbour } = await makeProduct(first.db, {
    pricePaise: 100_000,
    stock: 5,
    categoryId: sold.categoryId,
  });
  const { product: elsewhere } = await makeProduct(first.db, { pricePaise: 100_000, stock: 5 });
  const [highlight] = await first.db.insert(highlights).values({ title: "Loved", link: "/" }).returning();
  await first.db
    .insert(highlightProducts)
    .values({ highlightId: highlight?.id as number, productId: sold.id });
  // Written straight to the database: the caches are told as a staff write would tell them.
  await emptyBothCaches();
  const urls = [
    `/api/products/${sold.id}/`,
    `/api/products/${neighbour.id}/`,
    `/api/products/${elsewhere.id}/`,
    `/api/products/categories/${sold.categoryId}/products/`,
    `/api/products/categories/${elsewhere.categoryId}/products/`,
    "/api/setting/setting/",
    "/api/products/categories/",
    "/",
    `/product/${sold.id}`,
    `/product/${neighbour.id}`,
    `/product/${elsewhere.id}`,
    `/categories/${sold.categoryId}`,
    `/categories/${elsewhere.categoryId}`,
    "/blogs",
  ];
  return { sold, neighbour, elsewhere, urls };
}

async function readAll(app: { inject: Inject }, urls: string[]) {
  for (const url of urls) {
    const res = await app.inject({ url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
}

/**
 * The keys each instance loaded (or rendered) since `before` among those either had loaded by then (what
 * else a checkout reads, its zones, is not watched), a listing's named by its category alone.
 */
const reloaded = (before: Map<string, number>[]) => {
  const watched = new Set(before.flatMap((loads) => [...loads.keys()]));
  return counters.map((counted, index) =>
    counted
      .loadedSince(before[index] as Map<string, number>)
      .filter((key) => watched.has(key))
      .map((key) => key.replace(/^(listing:\d+):.*$/, "$1")),
  );
};
const snapshot = () => counters.map((counted) => counted.loads());

const stockOn = async (app: { inject: Inject }, id: number) =>
  (await app.inject({ url: `/api/products/${id}/` })).json().stock as number;

describe("a sale clears what shows the products it sold (decision 28)", () => {
  it("clears the sold product's own answer and page on both instances, and keeps the rest while it stays in stock", async () => {
    const { sold, urls } = await shop();
    await readAll(first.app, urls);
    await readAll(second, urls);
    const warm = snapshot();
    await readAll(first.app, urls);
    await readAll(second, urls);
    expect(reloaded(warm)).toEqual([[], []]);

    await buy(sold.id, 1);
    // Its answer and page are answered once more while one reload runs (the stock count is a soft tag),
    // then show the sale; the page is rendered by the first instance to ask and shared with the other.
    for (const app of [first.app, second]) {
      await vi.waitFor(async () => expect(await stockOn(app, sold.id)).toBe(2), {
        timeout: 2000,
        interval: 5,
      });
      await vi.waitFor(
        async () => expect((await app.inject({ url: `/product/${sold.id}` })).body).toContain(": 2 left"),
        { timeout: 2000, interval: 5 },
      );
    }
    await readAll(first.app, urls);
    await readAll(second, urls);

    // Its cards (the listing, the home page's highlight) still say it is in stock, which it is. The
    // product's answer and pages are loaded again once, by the first instance to ask, for both.
    const pagesCleared = [
      // The blog page used an answer the cache does not hold: any write clears it.
      "page:/blogs",
      `page:/product/${sold.id}`,
    ];
    expect(reloaded(warm)).toEqual([[...pagesCleared, `product:${sold.id}`].sort(), []]);
  });

  it("shares a hidden product's absence too: both instances answer 404, and only the first looks", async () => {
    const { product } = await makeProduct(first.db, { isActive: false });
    const before = snapshot();
    for (const app of [first.app, second]) {
      expect((await app.inject({ url: `/api/products/${product.id}/` })).statusCode).toBe(404);
    }
    expect(
      counters.map((counted, index) => counted.loadedSince(before[index] as Map<string, number>)),
    ).toEqual([[`product:${product.id}`], []]);
  });

  it("shows a product that sold out as Out of Stock at once on both instances, and one given back in stock again", async () => {
    const { sold, elsewhere, urls } = await shop();
    await readAll(first.app, urls);
    await readAll(second, urls);
    const warm = snapshot();

    const lastUnits = await buy(sold.id, 3);
    await vi.waitFor(async () => expect(await stockOn(second, sold.id)).toBe(0), {
      timeout: 2000,
      interval: 5,
    });
    for (const app of [first.app, second]) {
      for (const url of [`/product/${sold.id}`, `/categories/${sold.categoryId}`, "/"]) {
        expect((await app.inject({ url })).body, url).toContain("Out of Stock");
      }
      const listing = await app.inject({ url: `/api/products/categories/${sold.categoryId}/products/` });
      expect(listing.json().results.find((card: { id: number }) => card.id === sold.id).stock).toBe(0);
    }
    // Listings sort in-stock first, so selling out clears every listing, and the cards of the sold product
    // (the home page's highlight); other products' pages stay. The second instance loads only what was
    // cleared and the first has not loaded again since (it asked for the product's answer first).
    await readAll(second, urls);
    expect(reloaded(warm)[1]).toEqual(
      [
        `listing:${elsewhere.categoryId}`,
        `page:/categories/${elsewhere.categoryId}`,
        "page:/blogs",
        `product:${sold.id}`,
        "settings",
      ].sort(),
    );

    await expireNow(first.db, lastUnits);
    const quiet = { info() {}, warn() {} };
    expect((await expireUnpaidOrders(first.deps, quiet)).released).toBe(1);
    await vi.waitFor(async () => expect(await stockOn(second, sold.id)).toBe(3), {
      timeout: 2000,
      interval: 5,
    });
    for (const app of [first.app, second]) {
      for (const url of [`/product/${sold.id}`, `/categories/${sold.categoryId}`]) {
        const body = (await app.inject({ url })).body;
        expect(body, url).toContain(": 3 left");
        expect(body, url).not.toContain("Out of Stock");
      }
    }
  });
});
