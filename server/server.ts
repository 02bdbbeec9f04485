import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { buildApp } from "./app";
import { openServices } from "./boot";
import { ConfigError, loadConfig } from "./config";
import { seedIfEmpty } from "./db/seed/seed-if-empty";
import { backgroundJobs } from "./modules/payments/background-jobs";
import { startBackgroundWork } from "./platform/background-work";
import type { AppDeps } from "./platform/deps";

/** Boot only: config → services → migrate → seed an empty store → listen; closes cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const services = await openServices(config, log);
  await services.database.migrate();
  if (config.seedDemo) await seedIfEmpty(services.database.db, services.storage, (line) => log.info(line));

  const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "web");
  const deps: AppDeps = {
    config,
    db: services.database.db,
    mailer: services.mailer,
    payments: services.payments,
    storage: services.storage,
    redis: services.redis,
    publicCache: services.publicCache,
    authSecret: services.authSecret,
    webRoot,
    mediaRoot: services.mediaRoot,
  };
  const app = await buildApp(deps, { logger: log });
  const work = startBackgroundWork(backgroundJobs(deps, log), log);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await work.stop();
    await app.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void close("SIGINT"));
  process.on("SIGTERM", () => void close("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`\n  Mithaas is open at http://${shownHost}:${config.port}  (${services.database.kind})\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("Mithaas failed to start:", error);
  }
  process.exit(1);
});
