// /api/health while 30 public pages nobody has asked for yet are rendered at once. Each page is a
// category listing with a search, sort and page of its own: a real page the store renders (the query
// is what the listing reads), so each is a cache miss and a full server render, as a crawler or a
// flood of made-up searches would cause. Health is asked back to back, one request at a time, from
// the moment the 30 start until the last of them is answered.
import type { Running } from "./processes";

const parallel = 30;
const rounds = 3;
const idleSamples = 200;

type Latency = { count: number; p50: number; p95: number; max: number };
export type RenderFigures = {
  label: string;
  idle: Latency;
  busy: Latency;
  /** Of the pages asked for: answered with their server-rendered HTML, or unrendered for the browser. */
  rendered: number;
  unrendered: number;
  /** From the first request of a round to its last answer, the median round. */
  roundMs: number;
};

export type StartServer = (env: Record<string, string>) => Promise<{ origin: string; server: Running }>;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

async function timedHealth(origin: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
  return performance.now() - started;
}

/** Listing URLs the store really renders, all different: every category × sort × a word of its names. */
async function listingUrls(origin: string, count: number): Promise<string[]> {
  const get = async <T>(path: string) => (await (await fetch(origin + path)).json()) as T;
  const categories = await get<{ results: { id: number }[] }>("/api/products/categories/");
  const urls: string[] = [];
  for (const { id } of categories.results) {
    const listing = await get<{ results: { name: string }[] }>(`/api/products/categories/${id}/products/`);
    const words = new Set(
      listing.results.flatMap((product) => product.name.toLowerCase().match(/[a-z]{3,}/g) ?? []),
    );
    for (const word of words) {
      for (const sort of ["price_low", "price_high"])
        urls.push(`/categories/${id}?sort=${sort}&search=${word}`);
    }
  }
  // Pages past the end render the listing's own "no products" state: still a full render.
  for (let page = 2; urls.length < count; page++)
    urls.push(`/categories/${categories.results[0]?.id}?page=${page}`);
  return urls.slice(0, count);
}

async function measureOne(origin: string, label: string): Promise<RenderFigures> {
  for (let i = 0; i < 20; i++) await timedHealth(origin);
  const idle: number[] = [];
  for (let i = 0; i < idleSamples; i++) idle.push(await timedHealth(origin));

  const urls = await listingUrls(origin, parallel * rounds);
  const busy: number[] = [];
  const roundTimes: number[] = [];
  let rendered = 0;
  let unrendered = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    let done = false;
    const pages = Promise.all(
      urls.slice(round * parallel, (round + 1) * parallel).map(async (path) => {
        const html = await (await fetch(origin + path)).text();
        if (html.includes('id="app-state"')) rendered += 1;
        else unrendered += 1;
      }),
    ).finally(() => {
      done = true;
      roundTimes.push(performance.now() - started);
    });
    while (!done) busy.push(await timedHealth(origin));
    await pages;
  }
  roundTimes.sort((a, b) => a - b);
  return {
    label,
    idle: latency(idle),
    busy: latency(busy),
    rendered,
    unrendered,
    roundMs: Math.round(percentile(roundTimes, 0.5)),
  };
}

/**
 * The same measurement on a production-mode server with the default bound on renders at once, and
 * on one with the bound lifted, each started fresh (an empty page cache) and stopped afterwards.
 */
export async function measureRenders(
  start: StartServer,
  note: (text: string) => void,
): Promise<RenderFigures[]> {
  const figures: RenderFigures[] = [];
  for (const [label, env] of [
    ["default bound (PAGE_RENDERS_AT_ONCE=2)", {}],
    ["no bound (PAGE_RENDERS_AT_ONCE=64)", { PAGE_RENDERS_AT_ONCE: "64", PAGE_RENDER_WAIT_MS: "30000" }],
  ] as const) {
    note(`renders: ${label}… `);
    const { origin, server } = await start(env);
    try {
      figures.push(await measureOne(origin, label));
    } finally {
      await server.stop();
    }
    note("done\n");
  }
  return figures;
}

export function rendersReport(figures: RenderFigures[]): string {
  const lines = figures.map((f) =>
    [
      f.label.padEnd(40),
      `${f.idle.p50} / ${f.idle.p95} / ${f.idle.max}`.padStart(20),
      `${f.busy.p50} / ${f.busy.p95} / ${f.busy.max}`.padStart(22),
      String(f.busy.count).padStart(8),
      `${f.rendered} / ${f.unrendered}`.padStart(20),
      String(f.roundMs).padStart(10),
    ].join("  "),
  );
  return [
    `\nGET /api/health latency in ms (p50 / p95 / max), idle and while ${parallel} uncached public pages render at once`,
    `(${rounds} rounds of ${parallel} listing URLs, each a new cache key; health asked back to back, one at a time;`,
    "production-mode server on PostgreSQL, fresh page cache). 'rendered / unrendered': pages answered with",
    "their server-rendered HTML, or as index.html for the browser to render (no render turn within the wait).",
    [
      "server".padEnd(40),
      "idle".padStart(20),
      "during renders".padStart(22),
      "samples".padStart(8),
      "rendered / unrendered".padStart(20),
      "round ms".padStart(10),
    ].join("  "),
    ...lines,
  ].join("\n");
}
