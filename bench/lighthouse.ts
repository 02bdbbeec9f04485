// Lighthouse 12 on Debian's Chromium with its default settings: the mobile form factor and simulated
// throttling, so the figures compare with anyone else's default Lighthouse run. Each page is loaded
// `runs` times, every time in a Chromium of its own (a fresh profile, so an empty cache), and each
// column is the median of the runs, because one Lighthouse run on a busy machine is too noisy to read.
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

export type PageFigures = {
  page: string;
  /** Runs that produced figures; a run Lighthouse reports as broken (runtimeError) is retried, not counted. */
  runs: number;
  scores: number[];
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred script bytes and script requests, from the resource-summary audit. */
  jsBytes: number;
  jsFiles: number;
  /** Lighthouse's benchmarkIndex: how fast this machine ran a fixed JS loop, to compare runs by. */
  cpuIndex: number;
};

type RunFigures = Omit<PageFigures, "page" | "runs" | "scores">;

const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu"];
/** On a busy machine a trace now and then comes back unusable (NO_NAVSTART); Lighthouse says to rerun. */
const extraAttempts = 2;
const live = new Set<LaunchedChrome>();

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function figures(lhr: Result): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits["resource-summary"]?.details;
  const items = (summary?.type === "table" ? summary.items : []) as Record<string, unknown>[];
  const scripts = items.find((item) => item.resourceType === "script");
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: Number(scripts?.transferSize ?? Number.NaN),
    jsFiles: Number(scripts?.requestCount ?? Number.NaN),
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

async function auditOnce(url: string, chromePath: string): Promise<Result> {
  // chrome-launcher's own Ctrl-C handler would exit before the bench drops its databases.
  const chrome = await launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: "silent" });
  live.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
    live.delete(chrome);
  }
}

export async function measurePages(
  origin: string,
  paths: string[],
  runs: number,
  progress: (note: string) => void,
): Promise<PageFigures[]> {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const pages: PageFigures[] = [];
  for (const path of paths) {
    // Uncounted: the first visit renders the pictures' size variants, once in a shop's life, and
    // fills the page cache; the figures are for every shopper after that one.
    await auditOnce(origin + path, chromePath);
    progress("w");
    const good: RunFigures[] = [];
    for (let attempt = 1; good.length < runs && attempt <= runs + extraAttempts; attempt++) {
      const lhr = await auditOnce(origin + path, chromePath);
      if (lhr.runtimeError) progress(`\n${path}: attempt ${attempt} broken: ${lhr.runtimeError.message}\n`);
      else good.push(figures(lhr));
      for (const warning of lhr.runWarnings) progress(`\n${path}: ${warning}\n`);
      progress(".");
    }
    // A page that fetches different scripts from run to run makes its median JS a poor summary; say so.
    if (new Set(good.map((run) => run.jsBytes)).size > 1) {
      const each = good.map((run) => `${run.jsFiles} files ${Math.round(run.jsBytes / 1024)} KB`);
      progress(`\n${path}: scripts differ between runs: ${each.join(", ")}\n`);
    }
    const of = (key: keyof RunFigures) => median(good.map((run) => run[key]));
    pages.push({
      page: path,
      runs: good.length,
      scores: good.map((run) => run.performance),
      performance: of("performance"),
      lcpMs: of("lcpMs"),
      tbtMs: of("tbtMs"),
      cls: of("cls"),
      jsBytes: of("jsBytes"),
      jsFiles: of("jsFiles"),
      cpuIndex: of("cpuIndex"),
    });
  }
  return pages;
}

/** For an interrupted bench: Chromium runs in a process group of its own and would outlive it. */
export function killChromium(): void {
  for (const chrome of live) chrome.kill();
  live.clear();
}
