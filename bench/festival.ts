// A festival day (issue 26): the same browse-and-buy mix against one instance of the server and then
// against several, all on one PostgreSQL database and one Redis, behind a round-robin proxy of the
// bench's own on loopback. Instances of one configuration share AUTH_SECRET and PUBLIC_URL (the proxy's
// address), as a real deployment's do, and a REDIS_PREFIX of that configuration's own, so rate-limit
// counts and cache messages of one never reach the next. Figures only: latency by request kind, how
// pages came out of the cache, and the instances' CPU per request.
import { randomBytes } from "node:crypto";
import { openDatabase } from "@server/db/connect";
import { testRedis } from "@server/testing/test-redis";
import { makeBuyers, stockUp } from "./festival-buyers";
import { type Catalogue, runMix } from "./festival-clients";
import type { FestivalFigures, FestivalRun } from "./festival-report";
import { cpuMs, machineCpuMs, ownCpuMs } from "./process-cpu";
import { freePort, type Running, waitUntilUp } from "./processes";
import type { StartServer } from "./renders";

export type FestivalOptions = {
  /** Instances per configuration, in order: 1 then 3 by default. */
  instances: number[];
  seconds: number;
  warmupSeconds: number;
  browsers: number;
  buyers: number;
  thinkMs: number;
  orderEveryMs: number;
};

export type FestivalHost = {
  databaseUrl: string;
  /** One production-mode instance of the built server on the bench's database, with these variables. */
  start: StartServer;
  /** A helper process (the proxy), stopped by the bench at its end if it is still running. */
  launch: (args: string[]) => Running;
  note: (text: string) => void;
};

/** The categories the store lists and the products on their first pages, asked through the proxy. */
async function discover(origin: string): Promise<Catalogue> {
  const get = async <T>(path: string) => (await (await fetch(origin + path)).json()) as T;
  const categories = await get<{ results: { id: number }[] }>("/api/products/categories/");
  const categoryIds = categories.results.map((category) => category.id);
  const productIds = new Set<number>();
  for (const id of categoryIds) {
    const listing = await get<{ results: { id: number }[] }>(`/api/products/categories/${id}/products/`);
    for (const product of listing.results) productIds.add(product.id);
  }
  if (categoryIds.length === 0 || productIds.size === 0) throw new Error("the store lists no products");
  return { categoryIds, productIds: [...productIds] };
}

/**
 * The shop has been open before the rush: every page the browsers land on is visited once, two at a
 * time, through the proxy. The figures are then about what orders do to a warm cache, not about a
 * catalogue's first visits, which a 20 s window on a hundred products would otherwise mostly measure.
 */
async function visitEveryPage(origin: string, catalogue: Catalogue): Promise<void> {
  const paths = [
    "/",
    ...catalogue.categoryIds.map((id) => `/categories/${id}`),
    ...catalogue.productIds.map((id) => `/product/${id}`),
  ];
  const visit = async () => {
    for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
      await (await fetch(origin + path, { headers: { accept: "text/html" } })).arrayBuffer();
    }
  };
  await Promise.all([visit(), visit()]);
}

/** The bench's load balancer in front of the instances, on the port their PUBLIC_URL names. */
async function startFront(
  host: FestivalHost,
  origins: string[],
  port: number,
): Promise<{ origin: string; proxy: Running }> {
  const origin = `http://127.0.0.1:${port}`;
  const proxy = host.launch(["bench/festival-proxy.mjs", String(port), ...origins]);
  await waitUntilUp(proxy, `${origin}/api/ready`, 10_000);
  return { origin, proxy };
}

/** Runs every configuration in turn on one database; each is started fresh and stopped afterwards. */
export async function measureFestival(
  host: FestivalHost,
  options: FestivalOptions,
): Promise<FestivalFigures> {
  const database = await openDatabase({ url: host.databaseUrl });
  const authSecret = randomBytes(32).toString("hex");
  let stocked = false;
  let catalogue: Catalogue | null = null;
  const runs: FestivalRun[] = [];
  try {
    for (const count of options.instances) {
      const redis = await testRedis();
      // The proxy's address is only known once it listens, after the instances: PUBLIC_URL takes the
      // port it will listen on, asked for first.
      const proxyPort = await freePort();
      const env = {
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix,
        TRUST_PROXY: "1",
        AUTH_SECRET: authSecret,
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      };
      const servers: Running[] = [];
      let proxy: Running | null = null;
      try {
        const origins: string[] = [];
        // One at a time: the first start of all migrates and seeds the empty database.
        host.note(`festival, ${count} instance${count === 1 ? "" : "s"}: starting`);
        for (let i = 0; i < count; i++) {
          host.note(".");
          const started = await host.start(env);
          servers.push(started.server);
          origins.push(started.origin);
          if (!stocked) {
            await stockUp(database.db);
            stocked = true;
          }
        }
        const front = await startFront(host, origins, proxyPort);
        proxy = front.proxy;
        catalogue ??= await discover(front.origin);
        const buyers = await makeBuyers(database.db, options.buyers);
        const browsed = [...new Set([...catalogue.productIds, ...buyers.map((buyer) => buyer.productId)])];
        await visitEveryPage(front.origin, { categoryIds: catalogue.categoryIds, productIds: browsed });
        const pids = servers.map((server) => server.child.pid ?? 0);
        const proxyPid = proxy.child.pid ?? 0;
        const cpu = () => ({
          instances: pids.reduce((sum, pid) => sum + cpuMs(pid), 0),
          proxy: cpuMs(proxyPid),
          // This process: the shoppers.
          shoppers: ownCpuMs(),
          machine: machineCpuMs(),
        });
        let atStart = cpu();
        let atEnd = atStart;
        host.note(` measuring ${options.warmupSeconds + options.seconds} s… `);
        const mix = await runMix({
          proxy: front.origin,
          catalogue: { categoryIds: catalogue.categoryIds, productIds: browsed },
          buyers,
          browsers: options.browsers,
          thinkMs: options.thinkMs,
          orderEveryMs: options.orderEveryMs,
          warmupSeconds: options.warmupSeconds,
          seconds: options.seconds,
          onWindow: (edge) => {
            if (edge === "start") atStart = cpu();
            else atEnd = cpu();
          },
        });
        runs.push({
          instances: count,
          mix,
          instancesCpuMs: atEnd.instances - atStart.instances,
          proxyCpuMs: atEnd.proxy - atStart.proxy,
          shoppersCpuMs: atEnd.shoppers - atStart.shoppers,
          machineCpuMs: atEnd.machine - atStart.machine,
        });
        host.note("done\n");
      } finally {
        await proxy?.stop();
        await Promise.all(servers.map((server) => server.stop()));
        await redis.close();
      }
    }
  } finally {
    await database.close();
  }
  return { ...options, runs };
}
