import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { buildApp } from "./app";
import { backgroundJobs } from "./background-jobs";
import { openServices } from "./boot";
import { ConfigError, loadConfig } from "./config";
import { seedIfEmpty } from "./db/seed/seed-if-empty";
import { staffCommands } from "./modules/auth/staff-accounts";
import { startBackgroundWork } from "./platform/background-work";
import { courierProviderFor } from "./platform/couriers/choose-courier-provider";
import type { AppDeps } from "./platform/deps";
import { openLocalControl } from "./platform/local-control";
import { openBanner } from "./platform/open-banner";
import { serverLog } from "./platform/server-log";

/** How long a stopping instance keeps serving while the load balancer sees it is no longer ready. */
const drainDelayMs = (env: string) => (env === "production" ? 5000 : 0);

/** Boot only: config → services → migrate → seed an empty store → listen; closes cleanly on a signal. */
async function main() {
  const config = loadConfig();
  // The log's own stdout stream (pino's default one), so the start-up banner can go out through it too.
  const stdout = pino.destination(1);
  const log = serverLog(config, stdout);
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "db"))) {
    log.info(`creating the embedded database in ${join(config.dataDir, "db")} (first start, about 15 s)`);
  }
  // One process at a time may open the embedded database, so operator scripts ask this one to do their
  // work (local-control.ts); opened first, so a second server on the same data folder stops here.
  const control = config.databaseUrl ? null : await openLocalControl(config.dataDir, log);
  const services = await openServices(config, log);
  await services.database.migrate();
  if (config.seedDemo) await seedIfEmpty(services.database.db, services.storage, (line) => log.info(line));

  const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "web");
  const deps: AppDeps = {
    config,
    db: services.database.db,
    mailer: services.mailer,
    payments: services.payments,
    couriers: courierProviderFor(config, { log }),
    storage: services.storage,
    redis: services.redis,
    publicCache: services.publicCache,
    authSecret: services.authSecret,
    webRoot,
    mediaRoot: services.mediaRoot,
    now: () => new Date(),
  };
  const app = await buildApp(deps, { logger: log });
  const work = startBackgroundWork(backgroundJobs(deps, log), log);
  control?.serve(staffCommands(deps.db, log));

  let closing = false;
  /**
   * Graceful stop: /api/ready turns 503 at once, new requests keep being served while the load
   * balancer notices (a few probe intervals in production), then the server stops accepting
   * connections and closes once the requests in flight have their answers.
   */
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: no longer ready");
    app.startDraining();
    setTimeout(() => {
      app.log.error("requests still in flight after 30 s; exiting anyway");
      process.exit(1);
    }, 30_000).unref();
    await work.stop();
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs(config.env)));
    await app.close();
    await control?.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  const database = services.database.kind === "pglite" ? `PGlite in ${config.dataDir}/db` : "PostgreSQL";
  // Through the log's stream, after every line already logged (the listening lines included), so the
  // banner stands on its own instead of landing between JSON lines still on their way out.
  stdout.write(openBanner(config, database));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Mithaas failed to start:", error);
  }
  process.exit(1);
});
