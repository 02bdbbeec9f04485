import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "@server/db/connect";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cachedJson, sendCachedJson } from "./cached-json";
import { registerHealth } from "./health";
import { createPublicCache, type PublicCache } from "./public-cache";
import type { RenderLimitOptions } from "./render-limit";
import { registerWeb } from "./web";

/**
 * The server's half of server rendering, against a stand-in for the web app's server build (the real
 * one is exercised in the browser tests): it renders from the API in-process, answers through the
 * public cache, falls back to the browser-rendered page, and announces the route's chunks.
 */

const template =
  '<!doctype html><html><head><title>Mithaas</title><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
  '<body><div id="root"></div></body></html>';

// Renders what /api/sweet answers, or /api/tagged (an answer from the public cache) for "/tagged", or
// both for "/mixed"; "/broken" stands for a page whose data failed to load. The page reads one query
// parameter, "page", as the app's listings do.
const entry = `
let transport;
export const appStateElementId = "app-state";
export function setApiTransport(next) { transport = next; }
export function serverRenderedPage(url) {
  const [pathname, query = ""] = url.split("?");
  if (!["/sweet", "/broken", "/tagged", "/mixed"].includes(pathname)) return null;
  const page = new URLSearchParams(query).get("page");
  return { module: "src/app/routes/sweet.tsx", url: page ? pathname + "?page=" + page : pathname };
}
export function pageExists(pathname) { return pathname !== "/nowhere"; }
export async function render(url) {
  const page = serverRenderedPage(url).url;
  if (page.startsWith("/broken")) return null;
  const apis = page === "/tagged" ? ["/api/tagged"] : page === "/mixed" ? ["/api/tagged", "/api/sweet"]
    : ["/api/sweet" + page.slice("/sweet".length)];
  const answers = [];
  for (const api of apis) answers.push(await (await transport(api)).json());
  return { html: answers.map((answer) => "<p>" + answer.name + "</p>").join(""), state: { queries: answers } };
}
`;

// /api/health never reads the database; /api/ready, which does, is not asked here.
const unusedDatabase = {} as Db;

const manifest = {
  "src/app/routes/sweet.tsx": { file: "assets/sweet.js", imports: ["_shared.js", "index.html"] },
  "_shared.js": { file: "assets/shared.js" },
  "index.html": { file: "assets/index.js" },
};

let root: string;
type Store = {
  app: FastifyInstance;
  cache: PublicCache;
  reads: number;
  name: string;
  /** Answers of /api/sweet under way now, and the most there ever were at once. */
  reading: number;
  mostReadingAtOnce: number;
  /** While set, /api/sweet answers only once it settles: renders stay under way. */
  hold: Promise<void> | null;
  /** How many times /api/tagged was asked: once per render of "/tagged". */
  taggedAsked: number;
};
const stores: Store[] = [];

async function store(name: string, pageRenders?: RenderLimitOptions): Promise<Store> {
  const app = Fastify();
  const cache = await createPublicCache();
  const made: Store = {
    app,
    cache,
    reads: 0,
    name,
    reading: 0,
    mostReadingAtOnce: 0,
    hold: null,
    taggedAsked: 0,
  };
  app.get<{ Querystring: { page?: string } }>("/api/sweet", async (request) => {
    made.reads += 1;
    made.reading += 1;
    made.mostReadingAtOnce = Math.max(made.mostReadingAtOnce, made.reading);
    await made.hold;
    made.reading -= 1;
    const page = request.query.page;
    return { name: page ? `${made.name}, page ${page}` : made.name };
  });
  app.get("/api/tagged", async (request, reply) => {
    made.taggedAsked += 1;
    const answer = await cache.get(
      "tagged",
      async () => {
        made.reads += 1;
        return cachedJson({ name: made.name });
      },
      { tags: ["sweet:1"] },
    );
    return sendCachedJson(request, reply, answer);
  });
  registerHealth(app, { db: unusedDatabase, redis: null });
  await registerWeb(app, {
    webRoot: join(root, "web"),
    mediaRoot: null,
    publicUrl: "https://mithaas.in",
    publicCache: cache,
    pageRenders,
  });
  await app.ready();
  stores.push(made);
  return made;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mithaas-ssr-"));
  await mkdir(join(root, "web", ".vite"), { recursive: true });
  await mkdir(join(root, "web", "assets"), { recursive: true });
  await writeFile(join(root, "web", "assets", "index.css"), "p{color:brown}.unused{color:red}");
  await mkdir(join(root, "server"), { recursive: true });
  await writeFile(join(root, "web", "index.html"), template);
  await writeFile(join(root, "web", ".vite", "manifest.json"), JSON.stringify(manifest));
  await writeFile(join(root, "server", "entry-server.js"), entry);
});
afterAll(async () => {
  for (const { app, cache } of stores) {
    await app.close();
    await cache.close();
  }
  await rm(root, { recursive: true, force: true });
});

describe("server-rendered pages", () => {
  it("serves a public page with its markup, its answers, its CSS and its route's chunk announced", async () => {
    const { app } = await store("Truffle </script> Box");
    const res = await app.inject({ url: "/sweet", headers: { "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<div id="root"><p>Truffle </script> Box</p></div>');
    // The answers are data, not script, and cannot close their element early.
    expect(res.body).toContain(
      '<script type="application/json" id="app-state">{"queries":[{"name":"Truffle \\u003c/script\\u003e Box"}]}</script>',
    );
    expect(res.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/sweet.js">',
    );
    // The page can paint as it arrives: the rules its markup uses are in it, the whole stylesheet
    // comes after the content, and the libraries are left for the entry to ask for.
    expect(res.body).toMatch(/<style>p\s*\{\s*color:\s*brown;?\s*\}<\/style>/);
    expect(res.body).not.toMatch(/<style>[^<]*unused/);
    expect(res.body.indexOf('href="/assets/index.css"')).toBeGreaterThan(res.body.indexOf("<p>Truffle"));
    expect(res.body).not.toContain('href="/assets/vendor.js"');
    expect(res.body).not.toContain("/assets/shared.js");
    // The app starts once the page's pictures are in, through the boot script, never twice; the boot
    // script starts the entry's libraries first, each in a task of its own.
    expect(res.body).toContain(
      '<script defer src="/hydrate-after-load.js" data-entry="/assets/index.js" data-modules="/assets/vendor.js"></script>',
    );
    expect(res.body.match(/\/assets\/index\.js/g)).toHaveLength(1);
  });

  it("keeps the page in the public cache until a write empties it, and answers revalidations with 304", async () => {
    const shop = await store("Praline");
    const first = await shop.app.inject({ url: "/sweet" });
    const second = await shop.app.inject({ url: "/sweet" });
    expect(second.body).toBe(first.body);
    expect(shop.reads).toBe(1);
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["miss", "hit"]);
    const again = await shop.app.inject({
      url: "/sweet",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    shop.name = "Praline, renamed";
    await shop.cache.invalidate();
    const fresh = await shop.app.inject({ url: "/sweet" });
    expect(fresh.body).toContain("<p>Praline, renamed</p>");
    expect(fresh.headers["x-cache"]).toBe("miss");
    expect(shop.reads).toBe(2);
  });

  it("keeps a page rendered from cached answers until a write names one of their tags; one from any other answer goes with every write", async () => {
    const shop = await store("Kaju Katli");
    expect((await shop.app.inject({ url: "/tagged" })).body).toContain("<p>Kaju Katli</p>");
    await shop.app.inject({ url: "/sweet" });
    await shop.app.inject({ url: "/mixed" });
    expect([shop.taggedAsked, shop.reads]).toEqual([2, 3]);

    await shop.cache.invalidate(["sweet:2"]);
    await shop.app.inject({ url: "/tagged" });
    await shop.app.inject({ url: "/sweet" });
    await shop.app.inject({ url: "/mixed" });
    // The tagged page was kept; the other two, which used an answer the cache does not hold, were
    // rendered again.
    expect([shop.taggedAsked, shop.reads]).toEqual([3, 5]);

    shop.name = "Kaju Katli, fresh";
    await shop.cache.invalidate(["sweet:1"]);
    expect((await shop.app.inject({ url: "/tagged" })).body).toContain("<p>Kaju Katli, fresh</p>");
    expect([shop.taggedAsked, shop.reads]).toEqual([4, 6]);
  });

  it("renders a page once whatever parameters it does not read, and apart for one it reads", async () => {
    const shop = await store("Barfi");
    const first = await shop.app.inject({ url: "/sweet?v=1" });
    const second = await shop.app.inject({ url: "/sweet?v=2&utm_source=mail" });
    expect(first.body).toContain("<p>Barfi</p>");
    expect(second.body).toBe(first.body);
    expect(shop.reads).toBe(1);

    const paged = await shop.app.inject({ url: "/sweet?v=3&page=2" });
    expect(paged.body).toContain("<p>Barfi, page 2</p>");
    expect(shop.reads).toBe(2);
    expect((await shop.app.inject({ url: "/sweet?page=2&utm_medium=social" })).body).toBe(paged.body);
    expect(shop.reads).toBe(2);
  });

  it("renders at most the bound at once while 30 new pages are asked for, and the health check answers meanwhile", async () => {
    const shop = await store("Peda", { atOnce: 2, waitMs: 60_000 });
    let release = () => {};
    shop.hold = new Promise((resolve) => {
      release = resolve;
    });
    const pages = Array.from({ length: 30 }, (_, index) => index + 1);
    const answers = Promise.all(pages.map((page) => shop.app.inject({ url: `/sweet?page=${page}` })));
    await vi.waitFor(() => expect(shop.reading).toBe(2));

    const health = await shop.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });

    release();
    for (const [index, res] of (await answers).entries()) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<p>Peda, page ${index + 1}</p>`);
    }
    expect(shop.mostReadingAtOnce).toBe(2);
  });

  it("answers a page with the browser-rendered app when no render turn comes within the wait, and keeps nothing", async () => {
    const shop = await store("Ladoo", { atOnce: 1, waitMs: 0 });
    let release = () => {};
    shop.hold = new Promise((resolve) => {
      release = resolve;
    });
    const rendering = shop.app.inject({ url: "/sweet?page=1" });
    await vi.waitFor(() => expect(shop.reading).toBe(1));
    // Answered while the first render is still held: the browser renders this one itself.
    const turnedAway = await shop.app.inject({ url: "/sweet?page=2" });
    expect(turnedAway.statusCode).toBe(200);
    expect(turnedAway.body).toBe(template);

    release();
    expect((await rendering).body).toContain("<p>Ladoo, page 1</p>");
    expect((await shop.app.inject({ url: "/sweet?page=2" })).body).toContain("<p>Ladoo, page 2</p>");
  });

  it("leaves other pages, and pages whose data failed, to the browser", async () => {
    const shop = await store("Fudge");
    for (const url of ["/broken", "/cart", "/admin/orders"]) {
      const res = await shop.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template);
    }
    // A failure is not kept: the next request tries again.
    expect((await shop.app.inject({ url: "/sweet" })).body).toContain("<p>Fudge</p>");
  });

  it("answers a path the app has no page for with 404, still with the app to say so", async () => {
    const shop = await store("Toffee");
    const res = await shop.app.inject({ url: "/nowhere" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toBe(template);
  });

  it("renders each app's page from that app's own API when several share one process", async () => {
    const [north, south] = await Promise.all([store("North"), store("South")]);
    const [a, b] = await Promise.all([
      north.app.inject({ url: "/sweet" }),
      south.app.inject({ url: "/sweet" }),
    ]);
    expect(a.body).toContain("<p>North</p>");
    expect(b.body).toContain("<p>South</p>");
  });

  it("does not serve the build manifest", async () => {
    const { app } = await store("Bark");
    expect((await app.inject({ url: "/.vite/manifest.json" })).body).not.toContain("sweet.js");
  });
});
