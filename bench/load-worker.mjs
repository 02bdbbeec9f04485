// The load generator's own process: reads one JSON job per line on stdin ({url, seconds,
// connections}), runs autocannon, and answers one JSON line of results. Staying alive between
// runs spares a Node start-up per run.
import { createInterface } from "node:readline";
import autocannon from "autocannon";

for await (const line of createInterface({ input: process.stdin })) {
  const job = JSON.parse(line);
  const result = await autocannon({ url: job.url, connections: job.connections, duration: job.seconds });
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      seconds: result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.errors + result.timeouts + result.non2xx,
    })}\n`,
  );
}
