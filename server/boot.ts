import { join } from "node:path";
import { Redis } from "ioredis";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/connect";
import { localSecret } from "./platform/local-secret";
import { type Mailer, outboxMailer, smtpMailer } from "./platform/mailer";
import { paymentGatewayFor } from "./platform/payments/choose-gateway";
import type { PaymentGateway } from "./platform/payments/gateway";
import { createPublicCache, type PublicCache } from "./platform/public-cache";
import { localStorage, type Storage } from "./platform/storage";

export type Services = {
  database: Database;
  mailer: Mailer;
  payments: PaymentGateway;
  storage: Storage;
  mediaRoot: string;
  redis: Redis | null;
  publicCache: PublicCache;
  authSecret: string;
  close(): Promise<void>;
};

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

/** Opens what the config points at: the embedded defaults, or the production services named in env. */
export async function openServices(config: Config, log: Log): Promise<Services> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: join(config.dataDir, "db") },
  );
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, "outbox"), config.mailFrom, log);
  const mediaRoot = join(config.dataDir, "media");
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  const publicCache = await createPublicCache({
    redis,
    onError: (error) => log.warn({ err: error }, "public cache invalidation did not reach Redis"),
  });
  const authSecret = config.authSecret ?? (await localSecret(join(config.dataDir, "auth-secret")));
  const payments = paymentGatewayFor(config, authSecret);
  if (payments.name === "simulated" && config.env === "production") {
    log.warn(
      { event: "payments.simulated_in_production" },
      "PAYMENTS_SIMULATED_IN_PRODUCTION: this store takes no real money",
    );
  }
  return {
    database,
    authSecret,
    mailer,
    payments,
    storage: localStorage(mediaRoot),
    mediaRoot,
    redis,
    publicCache,
    async close() {
      await publicCache.close();
      await redis?.quit();
      await database.close();
    },
  };
}
