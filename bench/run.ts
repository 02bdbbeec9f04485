// `npm run bench`: the seeded store served through `npm start`'s code path, on PGlite and on
// PostgreSQL, loaded by autocannon in another process, beside a bare Node server answering the same
// bytes from memory (the ceiling). Prints figures only; it never passes or fails on them.
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measureBundles } from "./bundle-size";
import { type BenchStore, pgliteStore, postgresStore } from "./databases";
import { combine, type LoadResult, loadGenerator } from "./load";
import { measureCheckout } from "./orders";
import { freePort, type Running, run, waitUntilUp } from "./processes";
import { type Recorded, record } from "./record";
import { bundleTable, checkoutReport, type Row, throughputTable } from "./report";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 1;
const sliceSeconds = 2;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

type Target = { label: string; path: string };
type Origin = { backend: string; origin: string };
/** The ratio column divides by this row: a bare server sending the very same bytes (headers too). */
const ceilingLabel = "ceiling";
const running: Running[] = [];
const routesFile = join(tmpdir(), `mithaas-bench-routes-${process.pid}.json`);
const stores: BenchStore[] = [];
const generator = loadGenerator();
const load = generator.load;

async function startStore(store: BenchStore): Promise<{ origin: string; server: Running }> {
  const port = await freePort();
  const env = { ...store.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "true" };
  const server = run(process.execPath, ["scripts/start.mjs"], env);
  running.push(server);
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(server, `${origin}/api/setting/setting/`, 300_000);
  return { origin, server };
}

/** The three catalogue reads, on ids the seeded store really has. */
async function pickTargets(origin: string): Promise<Target[]> {
  const categories = (await (await fetch(`${origin}/api/products/categories/`)).json()) as {
    results: { id: number }[];
  };
  const categoryId = categories.results[0]?.id;
  const listing = (await (
    await fetch(`${origin}/api/products/categories/${categoryId}/products/`)
  ).json()) as {
    results: { id: number }[];
  };
  const productId = listing.results[0]?.id;
  return [
    {
      label: "GET /api/products/categories/{id}/products/",
      path: `/api/products/categories/${categoryId}/products/`,
    },
    { label: "GET /api/products/{id}/", path: `/api/products/${productId}/` },
    { label: "GET /api/setting/setting/", path: "/api/setting/setting/" },
  ];
}

/**
 * Each backend gets `seconds` of load on one URL, in slices taken in turn (PGlite, PostgreSQL,
 * ceilings, again…), so load from anything else on the machine falls on all of them alike.
 */
async function measureInTurns(url: (origin: string) => string, origins: Origin[]): Promise<LoadResult[]> {
  for (const { backend, origin } of origins) {
    // Only the app has a cache to fill and code to warm; a bare server needs neither.
    if (!backend.startsWith("ceiling")) await load(url(origin), warmupSeconds);
  }
  const slices: LoadResult[][] = origins.map(() => []);
  for (let turn = 0; turn < seconds / sliceSeconds; turn++) {
    for (const [index, { origin }] of origins.entries())
      slices[index]?.push(await load(url(origin), sliceSeconds));
    process.stderr.write(".");
  }
  return slices.map(combine);
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

async function main() {
  const started = Date.now();
  const origins: Origin[] = [];
  for (const makeStore of [pgliteStore, () => postgresStore(postgresUrl)]) {
    const store = await makeStore();
    stores.push(store);
    process.stderr.write(`${store.name}: starting the server (builds the web app and seeds when needed)… `);
    origins.push({ backend: store.name, origin: (await startStore(store)).origin });
    process.stderr.write("up\n");
  }
  const postgres = origins[1]?.origin ?? "";
  const targets = await pickTargets(postgres);
  // The ceiling answers exactly the bytes the PostgreSQL-backed server answers.
  const recorded: Record<string, Recorded> = {};
  for (const target of targets) recorded[target.path] = await record(postgres + target.path);
  await writeFile(routesFile, JSON.stringify(recorded));
  origins.push({ backend: ceilingLabel, origin: await startCeiling(false) });
  origins.push({ backend: "ceiling, body only", origin: await startCeiling(true) });

  process.stderr.write("measuring");
  const rows: Row[] = [];
  for (const target of targets) {
    const results = await measureInTurns((origin) => origin + target.path, origins);
    const ceiling = results[origins.findIndex((o) => o.backend === ceilingLabel)]?.requestsPerSecond ?? 0;
    for (const [index, result] of results.entries()) {
      rows.push({ endpoint: target.label, backend: origins[index]?.backend ?? "", result, ceiling });
    }
  }
  process.stderr.write(" checkout");
  const checkout = await measureCheckout(postgres, stores[1]?.env.DATABASE_URL ?? "", {
    buyers: 16,
    seconds,
    raceBuyers: 64,
    raceStock: 10,
  });
  process.stderr.write(" done\n\n");
  const productPath = `/product/${targets[1]?.path.split("/")[3]}`;
  const bundles = await measureBundles(postgres, ["/", productPath]);

  console.log(
    `Throughput: ${seconds} s per row in ${sliceSeconds} s turns (the app after a ${warmupSeconds} s warm-up), 32 connections,\n` +
      "autocannon in its own process; p50/p99 are the median turn's.\n" +
      `"x ceiling" divides by a bare node:http server replaying the app's exact response (headers and body).`,
  );
  console.log(throughputTable(rows));
  console.log(
    `\nCheckout on PostgreSQL: ${checkout.buyers} buyers with carts of their own (never competing for stock) placing\n` +
      `orders back to back for ${seconds} s over HTTP (simulated gateway; each order replaces the buyer's previous unpaid one).`,
  );
  console.log(checkoutReport(checkout));
  console.log(
    "\nJS and CSS each page loads (headless Chromium, empty cache; 'as sent' is what crossed the wire)",
  );
  console.log(bundleTable(bundles));
  console.log(`\nBench took ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function cleanUp() {
  generator.stop();
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
