import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/config";
import type { Db } from "@server/db/connect";
import { courierProviderFor } from "@server/platform/couriers/choose-courier-provider";
import type { Mailer } from "@server/platform/mailer";
import { paymentGatewayFor } from "@server/platform/payments/choose-gateway";
import type { PaymentGateway } from "@server/platform/payments/gateway";
import { createPublicCache } from "@server/platform/public-cache";
import { localStorage } from "@server/platform/storage";
import type { Redis } from "ioredis";
import { pino } from "pino";
import { testAuthSecret } from "./test-secrets";

/**
 * One more server instance on a database the test already has, the way a second process behind a load
 * balancer would run: its own memory, optionally a shared Redis. `logLines` collects its JSON log lines.
 */
export async function appInstance(options: {
  db: Db;
  mailer: Mailer;
  redis?: Redis | null;
  payments?: PaymentGateway;
}) {
  const dataDir = await mkdtemp(join(tmpdir(), "mithaas-instance-"));
  const logLines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", DATA_DIR: dataDir });
  const publicCache = await createPublicCache();
  const app = await buildApp(
    {
      config,
      db: options.db,
      mailer: options.mailer,
      payments: options.payments ?? paymentGatewayFor(config, testAuthSecret),
      couriers: courierProviderFor(config),
      storage: localStorage(join(dataDir, "media")),
      redis: options.redis ?? null,
      publicCache,
      authSecret: testAuthSecret,
      webRoot: null,
      mediaRoot: null,
      now: () => new Date(),
    },
    { logger },
  );
  await app.ready();
  return {
    app,
    logLines,
    /** The parsed log records that carry an `event` field. */
    events: () =>
      logLines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((record) => "event" in record),
    async close() {
      await app.close();
      await publicCache.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
