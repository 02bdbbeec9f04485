import { availableParallelism } from "node:os";
import {
  fastPageMs,
  type Kind,
  type KindFigures,
  kinds,
  type MixFigures,
  pageKinds,
} from "./festival-clients";

export type FestivalRun = {
  instances: number;
  mix: MixFigures;
  /** CPU time the instances used in the measured window, added up. */
  instancesCpuMs: number;
  proxyCpuMs: number;
  /** The bench's own process, where the shoppers run. */
  shoppersCpuMs: number;
  /** CPU time the whole machine used in the window: the instances, the proxy, the shoppers, PostgreSQL, Redis and anything else. */
  machineCpuMs: number;
};

export type FestivalFigures = {
  browsers: number;
  buyers: number;
  thinkMs: number;
  orderEveryMs: number;
  warmupSeconds: number;
  seconds: number;
  runs: FestivalRun[];
};

const cores = availableParallelism();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;

const ms = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));
const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : "-");
const label = (run: FestivalRun) => `${run.instances} instance${run.instances === 1 ? "" : "s"}`;

/** A table whose columns after the first come in one group per run, each group titled above. */
function groupedTable(
  first: string,
  groups: string[],
  columns: string[],
  rows: [string, string[]][],
): string {
  const headers = [first, ...groups.flatMap(() => columns)];
  const cells = rows.map(([name, values]) => [name, ...values]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  const groupWidth = (g: number) =>
    widths.slice(1 + g * columns.length, 1 + (g + 1) * columns.length).reduce((sum, w) => sum + w + 2, 0) - 2;
  const titles = [
    "".padEnd(widths[0] ?? 0),
    ...groups.map((group, g) => `[${group}]`.padStart(groupWidth(g))),
  ].join("  ");
  return [titles, line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

function latencyCells(figures: KindFigures): string[] {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  return [
    String(sorted.length),
    ms(percentile(sorted, 0.5)),
    ms(percentile(sorted, 0.95)),
    ms(percentile(sorted, 0.99)),
    String(figures.failures),
  ];
}

const requestsOf = (run: FestivalRun) =>
  Object.values(run.mix.byKind).reduce((sum, figures) => sum + figures.latencies.length, 0);

export function festivalReport(figures: FestivalFigures): string {
  const { runs } = figures;
  const groups = runs.map(label);
  const requestRows = (Object.keys(kinds) as Kind[]).map((kind): [string, string[]] => [
    kinds[kind],
    runs.flatMap((run) => latencyCells(run.mix.byKind[kind])),
  ]);
  const cacheHeader = runs.some((run) =>
    pageKinds.some((kind) => run.mix.byKind[kind].hits + run.mix.byKind[kind].misses > 0),
  );
  const cacheRows = pageKinds.map((kind): [string, string[]] => [
    kinds[kind],
    runs.flatMap((run) => {
      const page = run.mix.byKind[kind];
      const answered = page.latencies.length - page.failures;
      return [
        cacheHeader ? percent(page.hits, page.hits + page.misses) : "n/a",
        percent(page.fast, answered),
        String(page.unrendered),
      ];
    }),
  ]);
  const costRows: [string, string[]][] = [
    ["requests", runs.map((run) => String(requestsOf(run)))],
    ["requests/s", runs.map((run) => (requestsOf(run) / figures.seconds).toFixed(0))],
    ["orders paid", runs.map((run) => String(run.mix.ordersPaid))],
    ["instances' CPU s", runs.map((run) => (run.instancesCpuMs / 1000).toFixed(1))],
    ["CPU ms per request", runs.map((run) => (run.instancesCpuMs / Math.max(1, requestsOf(run))).toFixed(2))],
    ["proxy's CPU s", runs.map((run) => (run.proxyCpuMs / 1000).toFixed(1))],
    ["shoppers' CPU s", runs.map((run) => (run.shoppersCpuMs / 1000).toFixed(1))],
    [
      "the rest's CPU s",
      runs.map((run) =>
        ((run.machineCpuMs - run.instancesCpuMs - run.proxyCpuMs - run.shoppersCpuMs) / 1000).toFixed(1),
      ),
    ],
    [
      `machine's CPU s (of ${cores * figures.seconds})`,
      runs.map((run) => (run.machineCpuMs / 1000).toFixed(1)),
    ],
  ];
  const failures = runs.flatMap((run) =>
    (Object.keys(kinds) as Kind[]).flatMap((kind) => {
      const first = run.mix.byKind[kind].firstFailure;
      return first ? [`  ${label(run)}, ${kinds[kind]}: first failure ${first}`] : [];
    }),
  );
  return [
    `\nFestival day on PostgreSQL and Redis: production-mode instances behind the bench's round-robin proxy`,
    "on loopback (bench/festival-proxy.mjs: X-Forwarded-For, TRUST_PROXY=1), one database, one Redis (a fresh",
    `REDIS_PREFIX per configuration, its keys deleted after). ${figures.browsers} browsers land on home (35 %), a category`,
    "(20 %) or a product page (45 %), server-rendered, then read a listing and a product as JSON, pausing",
    `0–${2 * figures.thinkMs} ms between requests; ${figures.buyers} buyers put their product in the cart, order and pay through the`,
    `simulated gateway, one order every ${(figures.orderEveryMs / 1000).toFixed(1)} s each. ${figures.seconds} s measured per configuration after a ${figures.warmupSeconds} s`,
    "warm-up, every page having been visited once before (the shop was open before the rush); latencies in",
    "ms, of every request started in that window, as the shoppers saw them.",
    "",
    groupedTable("request", groups, ["n", "p50", "p95", "p99", "failed"], requestRows),
    ...failures,
    "",
    `Pages: hit rate from the server's x-cache header (hit or stale); pages answered within ${fastPageMs} ms, which no`,
    "render is, so a lower bound on the hit rate (a hit held up by a render beside it is missed); and pages sent",
    "unrendered (index.html: no render turn within the wait, or the render failed).",
    ...(cacheHeader ? [] : ["The server sends no x-cache header, so its column is n/a."]),
    groupedTable("page", groups, ["x-cache hit", `≤ ${fastPageMs} ms`, "unrendered"], cacheRows),
    "",
    "Cost: CPU time of the instances (utime + stime in /proc/{pid}/stat) over the window, added up, per",
    "request started in it; the proxy's and the shoppers' (this process) apart; the rest's (PostgreSQL, Redis and",
    "whatever else ran on the machine: a large figure means the bench shared it), and the whole machine's.",
    groupedTable("", groups, ["value"], costRows),
  ].join("\n");
}
