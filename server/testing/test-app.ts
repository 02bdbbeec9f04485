import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/config";
import type { Db } from "@server/db/connect";
import { demoStore } from "@server/db/seed/data/demo-store";
import { seedDemoStore } from "@server/db/seed/seed-demo-store";
import { courierProviderFor } from "@server/platform/couriers/choose-courier-provider";
import type { CourierProvider } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import type { Mailer } from "@server/platform/mailer";
import { paymentGatewayFor } from "@server/platform/payments/choose-gateway";
import type { PaymentGateway } from "@server/platform/payments/gateway";
import { createPublicCache, type PublicCache } from "@server/platform/public-cache";
import { localStorage, type Storage, withPrivateArea } from "@server/platform/storage";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { fastPainter } from "./fast-painter";
import { memoryMailer } from "./memory-mailer";
import { type FreshDatabaseOptions, freshDatabase } from "./test-database";
import { testAuthSecret } from "./test-secrets";

export type TestAppOptions = {
  /** Fill the store with the demo catalogue (pictures are tiny swatches). Default true. */
  seed?: boolean;
  mailer?: Mailer;
  /** The payment gateway; by default the simulated one (Razorpay only when a test points it at the double). */
  payments?: PaymentGateway;
  /** The courier provider; by default the one the config chooses (manual unless SHIPROCKET_* are in `env`). */
  couriers?: CourierProvider;
  /** The public cache to use; by default a fresh in-process one (no Redis). */
  publicCache?: PublicCache;
  /** The built SPA to serve for page paths; null (the default) serves the API only. */
  webRoot?: string | null;
  /** More environment for loadConfig, e.g. `{ TRUST_PROXY: "1" }`. */
  env?: Record<string, string>;
  /** A logger to read what the app logs; silent by default. */
  logger?: FastifyBaseLogger;
  /**
   * Redis for rate limits and sign-in limits, as production runs with REDIS_URL (a client from
   * `testRedis().client()`, whose key prefix keeps test runs apart); null (the default) keeps them in process.
   */
  redis?: Redis | null;
  /**
   * Media storage to use instead of local disk (e.g. S3 on a loopback server, or a wrapper that fails
   * on purpose); /media is then answered from it, as in production with S3.
   */
  storage?: (local: Storage) => Storage;
  /** How the app reaches PostgreSQL, e.g. through a TCP proxy with short timeouts (fault tests). */
  database?: FreshDatabaseOptions;
  /** The app's clock (`testClock(…).now` from ./clock); real time by default. */
  now?: () => Date;
};

/** The whole app on a fresh database and media folder, for `app.inject` tests. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await freshDatabase(options.database);
  const mediaRoot = await mkdtemp(join(tmpdir(), "mithaas-media-"));
  const privateRoot = await mkdtemp(join(tmpdir(), "mithaas-private-media-"));
  const local = withPrivateArea(localStorage(mediaRoot), localStorage(privateRoot));
  const storage = options.storage ? options.storage(local) : local;
  const mailer = options.mailer ?? memoryMailer();
  if (options.seed ?? true) {
    await seedDemoStore(database.db, storage, demoStore, { painter: fastPainter, imageCacheDir: null });
  }
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: mediaRoot, ...options.env });
  const publicCache = options.publicCache ?? (await createPublicCache());
  const webRoot = options.webRoot ?? null;
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer,
    payments: options.payments ?? paymentGatewayFor(config, testAuthSecret),
    couriers: options.couriers ?? courierProviderFor(config),
    storage,
    redis: options.redis ?? null,
    publicCache,
    authSecret: testAuthSecret,
    webRoot,
    mediaRoot: options.storage ? null : mediaRoot,
    now: options.now ?? (() => new Date()),
  };
  const app = await buildApp(deps, options.logger ? { logger: options.logger } : {});
  await app.ready();
  return {
    app,
    db: database.db as Db,
    storage,
    mediaRoot,
    privateRoot,
    mailer,
    publicCache,
    deps,
    async close() {
      await app.close();
      await publicCache.close();
      await database.close();
      await rm(mediaRoot, { recursive: true, force: true });
      await rm(privateRoot, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
