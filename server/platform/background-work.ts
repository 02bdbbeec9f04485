export type BackgroundJob = { name: string; everyMs: number; run(): Promise<unknown> };

type Log = { error(obj: unknown, msg?: string): void };

/**
 * Runs each job on its own timer inside the server process, never overlapping itself. Jobs claim their
 * rows with FOR UPDATE SKIP LOCKED, so every instance can run them at once without doing work twice.
 * `stop()` clears the timers and waits for runs in flight, so the database can close after it.
 */
export function startBackgroundWork(jobs: BackgroundJob[], log: Log) {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const schedule = (job: BackgroundJob, delayMs = job.everyMs) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      const run = job
        .run()
        .catch((error: unknown) =>
          log.error({ err: error, event: "background.failed", job: job.name }, "background job failed"),
        )
        .finally(() => {
          running.delete(run);
          schedule(job);
        });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.set(job.name, timer);
  };
  // A restarted instance picks up what a crashed one left (due mail, expired orders) within a second.
  for (const job of jobs) schedule(job, Math.min(job.everyMs, 1_000));

  return {
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.allSettled([...running]);
    },
  };
}
