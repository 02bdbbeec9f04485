import type { BundleSize } from "./bundle-size";
import type { PageFigures } from "./lighthouse";
import type { LoadResult } from "./load";
import type { CheckoutFigures, Throughput } from "./orders";

export type Row = { endpoint: string; backend: string; result: LoadResult; ceiling: number };

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 || i === 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ");
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export function throughputTable(rows: Row[]): string {
  return table(
    ["endpoint", "backend", "req/s", "p50 ms", "p99 ms", "x ceiling", "failed"],
    rows.map(({ endpoint, backend, result, ceiling }) => [
      endpoint,
      backend,
      Math.round(result.requestsPerSecond).toLocaleString("en-US"),
      String(result.p50),
      String(result.p99),
      ceiling > 0 ? (result.requestsPerSecond / ceiling).toFixed(2) : "-",
      String(result.failures),
    ]),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A lazily loaded part's own rows, or null when the build does not have it (yet). */
export type LazyChunk = { label: string; sizes: BundleSize[] | null };

export function bundleTable(sizes: BundleSize[], lazy: LazyChunk[] = []): string {
  const row = (size: BundleSize) => [
    size.page,
    size.kind,
    String(size.files),
    kb(size.rawBytes),
    kb(size.gzipBytes),
    size.sentBytes === null ? "-" : kb(size.sentBytes),
  ];
  return table(
    ["page", "kind", "files", "raw", "gzip -9", "as sent"],
    [
      ...sizes.map(row),
      ...lazy.flatMap(({ label, sizes }) =>
        sizes ? sizes.map(row) : [[label, "JS", "not built", "-", "-", "-"]],
      ),
    ],
  );
}

export function checkoutReport(figures: CheckoutFigures): string {
  const { race, slotRace } = figures;
  return [
    table(
      ["endpoint", "backend", "buyers", "orders/s", "p50 ms", "p99 ms", "failed"],
      [
        ["POST /api/orders/create_order/ (courier)", figures],
        ["POST /api/orders/create_order/ (date and slot)", figures.slotted],
      ].map(([name, run]) => [
        String(name),
        "PostgreSQL",
        String(figures.buyers),
        (run as Throughput).ordersPerSecond.toFixed(1),
        String((run as Throughput).p50),
        String((run as Throughput).p99),
        String((run as Throughput).failures),
      ]),
    ),
    `\nOversell under contention: ${race.buyers} buyers at once for ${race.stock} units of one product: ` +
      `${race.placed} placed, ${race.refused} refused (409), ${race.unitsHeld} units held by orders, ` +
      `${race.stockLeft} left in stock.`,
    `oversold: ${race.oversold}`,
    `\nOver capacity under contention: ${slotRace.buyers} buyers for ${slotRace.capacity} places: ` +
      `${slotRace.placed} placed, ${slotRace.refused} refused (409), ${slotRace.booked} booked, ` +
      `${slotRace.liveOrders} orders hold a place: over capacity ${slotRace.overCapacity}`,
  ].join("\n");
}

/** Lighthouse's goals for the storefront; a mark beside each figure, never a failed bench. */
const pageGoals = { performance: 95, lcpSeconds: 1.5, tbtMs: 150, cls: 0.02 };
const mark = (ok: boolean) => (ok ? "✓" : "✗");

export function lighthouseTable(pages: PageFigures[]): string {
  return table(
    [
      "page",
      "runs",
      "perf (≥95)",
      "scores",
      "LCP s (≤1.5)",
      "TBT ms (≤150)",
      "CLS (≤0.02)",
      "JS sent",
      "JS files",
      "CPU index",
    ],
    pages.map((page) => {
      const lcpSeconds = page.lcpMs / 1000;
      return [
        page.page,
        String(page.runs),
        `${page.performance} ${mark(page.performance >= pageGoals.performance)}`,
        page.scores.join(" "),
        `${lcpSeconds.toFixed(2)} ${mark(lcpSeconds <= pageGoals.lcpSeconds)}`,
        `${Math.round(page.tbtMs)} ${mark(page.tbtMs <= pageGoals.tbtMs)}`,
        `${page.cls.toFixed(3)} ${mark(page.cls <= pageGoals.cls)}`,
        kb(page.jsBytes),
        String(page.jsFiles),
        String(Math.round(page.cpuIndex)),
      ];
    }),
  );
}
