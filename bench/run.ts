// `npm run bench`: the seeded store served through `npm start`'s code path, on PGlite and on
// PostgreSQL, loaded by autocannon in another process, beside a bare Node server answering the same
// bytes from memory (the ceiling); and Lighthouse on a production-mode server over the PostgreSQL store.
// Prints figures only; it never passes or fails on them. BENCH_ONLY=lighthouse runs the Lighthouse part
// alone (on PostgreSQL), since the rest takes minutes; BENCH_ONLY=media the S3 range-read memory alone.
// BENCH_ONLY=renders measures /api/health while 30 uncached pages render (bench/renders.ts).
// BENCH_ONLY=checkout runs create_order's part alone (bench/orders.ts) on PostgreSQL.
// BENCH_ONLY=search runs the search figures alone (bench/search-targets.ts) on PostgreSQL.
// BENCH_ONLY=festival runs the festival day alone (bench/festival.ts): 1 and then 3 instances behind a
// proxy on loopback, on a PostgreSQL database of its own and the Redis at TEST_REDIS_URL.
// The PostgreSQL store gets 10,000 generated products at its first start (bench/large-catalogue.ts).
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureBundles, measureLazyChunk } from "./bundle-size";
import { type BenchStore, pgliteStore, postgresStore } from "./databases";
import { measureFestival } from "./festival";
import { festivalReport } from "./festival-report";
import { addLargeCatalogue, type LargeCatalogue } from "./large-catalogue";
import { killChromium, measurePages, type PageFigures } from "./lighthouse";
import { loadGenerator } from "./load";
import { measureMediaMemory, mediaMemoryReport } from "./media-memory";
import { measureCheckout } from "./orders";
import { freePort, type Running, run, waitUntilUp } from "./processes";
import { type Recorded, record } from "./record";
import { measureRenders, rendersReport } from "./renders";
import { bundleTable, checkoutReport, lighthouseTable, type Row, throughputTable } from "./report";
import { cachedSearch, searchBoxSource, type Target, variedNote, variedTargets } from "./search-targets";
import { ceilingLabel, measureRows, type Origin } from "./turns";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 1;
const sliceSeconds = 2;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const only = process.env.BENCH_ONLY;
const checkoutLoad = { buyers: 16, seconds, raceBuyers: 64, raceStock: 10, slotPlaces: 5 };
const lighthouseRuns = 3;
const festivalLoad = {
  instances: (process.env.BENCH_FESTIVAL_INSTANCES ?? "1,3").split(",").map(Number),
  seconds: Number(process.env.BENCH_FESTIVAL_SECONDS ?? 20),
  warmupSeconds: Number(process.env.BENCH_FESTIVAL_WARMUP_SECONDS ?? 5),
  browsers: Number(process.env.BENCH_FESTIVAL_BROWSERS ?? 60),
  buyers: Number(process.env.BENCH_FESTIVAL_BUYERS ?? 16),
  thinkMs: Number(process.env.BENCH_FESTIVAL_THINK_MS ?? 1000),
  // At most 30 a minute: the simulated gateway's limit on payments per client.
  orderEveryMs: Math.max(2000, Number(process.env.BENCH_FESTIVAL_ORDER_EVERY_MS ?? 5000)),
};

const running: Running[] = [];
const routesFile = join(tmpdir(), `mithaas-bench-routes-${process.pid}.json`);
const stores: BenchStore[] = [];
const generator = loadGenerator();
const turns = { seconds, warmupSeconds, sliceSeconds, load: generator.load };
/** Each PostgreSQL store's large catalogue, added at its first start. */
const largeCatalogues = new Map<BenchStore, LargeCatalogue>();

/**
 * What production mode insists on. No page load sends mail, so SMTP_URL points at a port nothing listens
 * on: a stray mail fails loudly instead of landing in the outbox. Payments stay simulated (no Razorpay keys).
 */
async function productionEnv(origin: string): Promise<Record<string, string>> {
  return {
    NODE_ENV: "production",
    PUBLIC_URL: origin,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    PAYMENTS_SIMULATED_IN_PRODUCTION: "true",
  };
}

async function startStore(
  store: BenchStore,
  production = false,
  extraEnv: Record<string, string> = {},
  { largeCatalogue = true } = {},
): Promise<{ origin: string; server: Running }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...store.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SEED_DEMO: "true",
    // The checkout figures send orders back to back from one address, far past what a shopper may.
    CHECKOUT_ATTEMPTS_PER_CUSTOMER: "1000000",
    CHECKOUT_ATTEMPTS_PER_IP: "1000000",
    SEARCH_REQUESTS_PER_MINUTE: "1000000",
    ...(production ? await productionEnv(origin) : {}),
    ...extraEnv,
  };
  const server = run(process.execPath, ["scripts/start.mjs"], env);
  running.push(server);
  // /api/ready reads no catalogue, so nothing is cached before the large catalogue is in.
  await waitUntilUp(server, `${origin}/api/ready`, 300_000);
  if (largeCatalogue && store.env.DATABASE_URL && !largeCatalogues.has(store)) {
    process.stderr.write("adding 10,000 products… ");
    largeCatalogues.set(store, await addLargeCatalogue(store.env.DATABASE_URL));
  }
  return { origin, server };
}

/** A category and a product in it that the seeded store really has. */
async function pickIds(origin: string): Promise<{ categoryId?: number; productId?: number }> {
  const categories = (await (await fetch(`${origin}/api/products/categories/`)).json()) as {
    results: { id: number }[];
  };
  const categoryId = categories.results[0]?.id;
  const listing = (await (
    await fetch(`${origin}/api/products/categories/${categoryId}/products/`)
  ).json()) as {
    results: { id: number }[];
  };
  return { categoryId, productId: listing.results[0]?.id };
}

const listingTarget = (categoryId: number | undefined): Target => ({
  label: "GET /api/products/categories/{id}/products/",
  path: `/api/products/categories/${categoryId}/products/`,
});

/** The catalogue reads the ceiling can replay (one URL each), on ids the seeded store really has. */
function fixedTargets({ categoryId, productId }: { categoryId?: number; productId?: number }): Target[] {
  return [
    listingTarget(categoryId),
    cachedSearch,
    { label: "GET /api/products/{id}/", path: `/api/products/${productId}/` },
    { label: "GET /api/setting/setting/", path: "/api/setting/setting/" },
  ];
}

function printThroughput(rows: Row[], store: BenchStore | undefined) {
  const large = store && largeCatalogues.get(store);
  const pglite = rows.some((row) => row.backend !== store?.name && !row.backend.startsWith(ceilingLabel));
  console.log(
    `Throughput: ${seconds} s per row in ${sliceSeconds} s turns (the app after a ${warmupSeconds} s warm-up), 32 connections,\n` +
      "autocannon in its own process; p50/p99 are the median turn's.\n" +
      (rows.some((row) => row.ceiling > 0)
        ? `"x ceiling" divides by a bare node:http server replaying the app's exact response (headers and body).\n`
        : "") +
      (large
        ? `PostgreSQL holds the demo plus ${large.products.toLocaleString("en-US")} generated products (added in ` +
          `${large.seconds.toFixed(1)} s)${pglite ? "; PGlite the demo's alone" : ""}.\n${variedNote(large.words.length)}`
        : ""),
  );
  console.log(throughputTable(rows));
}

/** First-load JS and CSS of home, a category and a product, and what the search box adds on first focus. */
async function printBundles(origin: string, ids: { categoryId?: number; productId?: number }) {
  const paths = ["/", `/categories/${ids.categoryId}`, `/product/${ids.productId}`];
  const sizes = await measureBundles(origin, paths);
  const label = "search box, first focus";
  const searchBox = { label, sizes: await measureLazyChunk(label, searchBoxSource) };
  console.log(
    "\nJS and CSS each page loads (headless Chromium, empty cache; 'as sent' is what crossed the wire);\n" +
      `the search box's lazy chunk (${searchBoxSource}) and what it imports beyond the entry, from the build.`,
  );
  console.log(bundleTable(sizes, [searchBox]));
}

async function startCeiling(bodyOnly: boolean): Promise<string> {
  const args = ["bench/ceiling-server.mjs", routesFile, ...(bodyOnly ? ["--body-only"] : [])];
  const ceiling = run(process.execPath, args, {});
  running.push(ceiling);
  const port = await new Promise<string>((resolve, reject) => {
    ceiling.child.once("exit", () => reject(new Error(`ceiling server exited:\n${ceiling.output()}`)));
    ceiling.child.stdout?.on("data", (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
  });
  return `http://127.0.0.1:${port}`;
}

/** Lighthouse on a production-mode server of its own over the store's database, stopped afterwards. */
async function measureLighthouse(store: BenchStore): Promise<PageFigures[]> {
  process.stderr.write(`Lighthouse: starting a production-mode server on ${store.name}… `);
  const { origin, server } = await startStore(store, true);
  try {
    // Only production sends HSTS: proof the env took, since the figures are meant to be production's.
    const home = await fetch(`${origin}/`);
    await home.body?.cancel();
    if (!home.headers.has("strict-transport-security"))
      throw new Error("the Lighthouse server is not in production mode");
    process.stderr.write("up\nLighthouse");
    const { categoryId, productId } = await pickIds(origin);
    const paths = ["/", `/categories/${categoryId}`, `/product/${productId}`];
    return await measurePages(origin, paths, lighthouseRuns, (note) => process.stderr.write(note));
  } finally {
    await server.stop();
    process.stderr.write(" done\n");
  }
}

function printLighthouse(pages: PageFigures[]) {
  console.log(
    `\nLighthouse 12, mobile (its default form factor, simulated throttling), Debian's Chromium, ${lighthouseRuns} runs\n` +
      "per page, each in a fresh profile, after one uncounted visit (it renders the pictures' size variants and\n" +
      "fills the page cache, as a shop's first visitor does); every figure is the median of the runs ('scores'\n" +
      "lists them all).\n" +
      "JS sent and JS files: the script row of Lighthouse's resource-summary audit (bytes transferred,\n" +
      "headers included). CPU index: Lighthouse's benchmark of the machine during the runs (median); the\n" +
      "lower it is, the busier or slower the machine, and the longer the simulated LCP and TBT.",
  );
  console.log(lighthouseTable(pages));
}

/** /api/health under uncached renders, on production-mode servers of its own over the store's database. */
function measureRendersOn(store: BenchStore) {
  return measureRenders(
    (env) => startStore(store, true, env),
    (note) => process.stderr.write(note),
  );
}

/**
 * The festival day on a PostgreSQL store of its own, with the demo catalogue alone: every product gets
 * looked at and bought often enough for the cache's behaviour to show within seconds.
 */
async function measureFestivalDay(): Promise<string> {
  const store = await postgresStore(postgresUrl);
  stores.push(store);
  const figures = await measureFestival(
    {
      databaseUrl: store.env.DATABASE_URL ?? "",
      start: (env) => startStore(store, true, env, { largeCatalogue: false }),
      launch: (args) => {
        const helper = run(process.execPath, args, {});
        running.push(helper);
        return helper;
      },
      note: (text) => process.stderr.write(text),
    },
    festivalLoad,
  );
  return festivalReport(figures);
}

async function main() {
  const started = Date.now();
  if (only === "lighthouse") {
    const store = await postgresStore(postgresUrl);
    stores.push(store);
    printLighthouse(await measureLighthouse(store));
  } else if (only === "renders") {
    const store = await postgresStore(postgresUrl);
    stores.push(store);
    console.log(rendersReport(await measureRendersOn(store)));
  } else if (only === "checkout") {
    const store = await postgresStore(postgresUrl);
    stores.push(store);
    const { origin } = await startStore(store);
    console.log(checkoutReport(await measureCheckout(origin, store.env.DATABASE_URL ?? "", checkoutLoad)));
  } else if (only === "search") {
    await measureSearch();
  } else if (only === "festival") {
    console.log(await measureFestivalDay());
  } else if (only === "media") {
    console.log(mediaMemoryReport(await measureMediaMemory((note) => process.stderr.write(note))));
  } else if (only) {
    throw new Error(
      `BENCH_ONLY=${only}: the parts that run alone are "lighthouse", "media", "renders", "checkout", "search" and "festival"`,
    );
  } else await measureEverything();
  console.log(`\nBench took ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** The search rows beside the category listing's, and the bundles, on PostgreSQL alone. */
async function measureSearch() {
  const store = await postgresStore(postgresUrl);
  stores.push(store);
  process.stderr.write(`${store.name}: starting the server (builds the web app and seeds when needed)… `);
  const { origin } = await startStore(store);
  process.stderr.write("up\nmeasuring");
  const ids = await pickIds(origin);
  const words = largeCatalogues.get(store)?.words ?? [];
  const origins = [{ backend: store.name, origin }];
  const rows: Row[] = [];
  for (const target of [listingTarget(ids.categoryId), cachedSearch, ...variedTargets(ids.categoryId, words)])
    rows.push(...(await measureRows(target, origins, turns)));
  process.stderr.write(" done\n\n");
  printThroughput(rows, store);
  await printBundles(origin, ids);
}

async function measureEverything() {
  const origins: Origin[] = [];
  for (const makeStore of [pgliteStore, () => postgresStore(postgresUrl)]) {
    const store = await makeStore();
    stores.push(store);
    process.stderr.write(`${store.name}: starting the server (builds the web app and seeds when needed)… `);
    origins.push({ backend: store.name, origin: (await startStore(store)).origin });
    process.stderr.write("up\n");
  }
  // Before checkout's fixtures add products, so the pages are the ones BENCH_ONLY=lighthouse loads.
  const pages = stores[1] ? await measureLighthouse(stores[1]) : [];
  const postgres = origins[1]?.origin ?? "";
  const ids = await pickIds(postgres);
  const targets = fixedTargets(ids);
  // The ceiling answers exactly the bytes the PostgreSQL-backed server answers.
  const recorded: Record<string, Recorded> = {};
  for (const target of targets) recorded[target.path] = await record(postgres + target.path);
  await writeFile(routesFile, JSON.stringify(recorded));
  origins.push({ backend: ceilingLabel, origin: await startCeiling(false) });
  origins.push({ backend: "ceiling, body only", origin: await startCeiling(true) });

  process.stderr.write("measuring");
  const rows: Row[] = [];
  for (const target of targets) {
    rows.push(...(await measureRows(target, origins, turns)));
    // The varied searches beside the cached one, on PostgreSQL alone: only it has the large catalogue.
    if (target === cachedSearch) {
      const words = (stores[1] && largeCatalogues.get(stores[1])?.words) ?? [];
      for (const varied of variedTargets(ids.categoryId, words))
        rows.push(...(await measureRows(varied, origins.slice(1, 2), turns)));
    }
  }
  process.stderr.write(" checkout");
  const checkout = await measureCheckout(postgres, stores[1]?.env.DATABASE_URL ?? "", checkoutLoad);
  process.stderr.write(" done\n\n");
  printThroughput(rows, stores[1]);
  console.log(
    `\nCheckout on PostgreSQL: ${checkout.buyers} buyers with carts of their own (never competing for stock) placing\n` +
      `orders back to back for ${seconds} s over HTTP (simulated gateway; each order replaces the buyer's previous unpaid one).`,
  );
  console.log(checkoutReport(checkout));
  await printBundles(postgres, ids);
  printLighthouse(pages);
  if (stores[1]) console.log(rendersReport(await measureRendersOn(stores[1])));
  console.log(mediaMemoryReport(await measureMediaMemory((note) => process.stderr.write(note))));
  console.log(await measureFestivalDay());
}

async function cleanUp() {
  generator.stop();
  killChromium();
  for (const process of running) await process.stop().catch(() => {});
  for (const store of stores)
    await store.drop().catch((error) => console.error(`could not drop ${store.name}:`, error));
  await rm(routesFile, { force: true });
}

main()
  .catch((error) => {
    console.error("\nBench failed:", error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));
