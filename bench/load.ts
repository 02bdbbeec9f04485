import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { root } from "./processes";

export type LoadResult = {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

/**
 * A text of its own in each request's `param` (see load-worker.mjs): two of `words`, sometimes with a
 * typo ("pair"), or a word being typed ("prefix").
 */
export type Vary = { param: string; words: string[]; shape: "pair" | "prefix" };

/** autocannon in its own process, so the load generator never shares an event loop with a server. */
export function loadGenerator() {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    [join(root, "bench", "load-worker.mjs")],
    {
      cwd: root,
    },
  );
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async load(url: string, seconds: number, vary?: Vary, connections = 32): Promise<LoadResult> {
      child.stdin.write(`${JSON.stringify({ url, seconds, connections, vary })}\n`);
      const line = await lines.next();
      if (line.done) throw new Error(`load generator stopped: ${errors}`);
      const result = JSON.parse(line.value) as Omit<LoadResult, "requestsPerSecond">;
      return { ...result, requestsPerSecond: result.seconds > 0 ? result.requests / result.seconds : 0 };
    },
    stop() {
      child.stdin.end();
      child.kill("SIGTERM");
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** Slices of one run added up: throughput over the whole time, latencies as the median slice's. */
export function combine(slices: LoadResult[]): LoadResult {
  const requests = slices.reduce((sum, slice) => sum + slice.requests, 0);
  const seconds = slices.reduce((sum, slice) => sum + slice.seconds, 0);
  return {
    requests,
    seconds,
    requestsPerSecond: seconds > 0 ? requests / seconds : 0,
    p50: median(slices.map((slice) => slice.p50)),
    p99: median(slices.map((slice) => slice.p99)),
    failures: slices.reduce((sum, slice) => sum + slice.failures, 0),
  };
}
