import { join } from "node:path";
import { Redis } from "ioredis";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/connect";
import { localSecret } from "./platform/local-secret";
import { type Mailer, outboxMailer, smtpMailer } from "./platform/mailer";
import { paymentGatewayFor } from "./platform/payments/choose-gateway";
import type { PaymentGateway } from "./platform/payments/gateway";
import { warnOfPretendPayments } from "./platform/payments/pretend-payments";
import { createPublicCache, type PublicCache } from "./platform/public-cache";
import { localStorage, type Storage, withPrivateArea } from "./platform/storage";
import { s3Storage } from "./platform/storage-s3";

export type Services = {
  database: Database;
  mailer: Mailer;
  payments: PaymentGateway;
  storage: Storage;
  /** The folder /media serves, or null when media live in S3 (the app then sends them itself). */
  mediaRoot: string | null;
  redis: Redis | null;
  publicCache: PublicCache;
  authSecret: string;
  close(): Promise<void>;
};

type Log = { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

/** Opens what the config points at: the embedded defaults, or the production services named in env. */
export async function openServices(config: Config, log: Log): Promise<Services> {
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          timeouts: config.databaseTimeouts,
          onConnectionLost: (error) =>
            log.warn(
              { err: error, event: "database.connection_lost" },
              "PostgreSQL connection lost; the pool opens a new one",
            ),
        }
      : { pgliteDir: join(config.dataDir, "db") },
  );
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, "outbox"), config.mailFrom, log);
  const { storage, mediaRoot } = openStorage(config);
  const { redis, publicCache } = await openRedisAndCache(config, log);
  const authSecret = config.authSecret ?? (await localSecret(join(config.dataDir, "auth-secret")));
  const payments = paymentGatewayFor(config, authSecret);
  warnOfPretendPayments(config, log);
  return {
    database,
    authSecret,
    mailer,
    payments,
    storage,
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

/**
 * Redis (REDIS_URL) and the public cache joined through it. This one client carries every key command
 * of the store, and its keyPrefix puts them all under REDIS_PREFIX, Lua scripts' KEYS included; pub/sub
 * channels are not keys, so the cache is handed the prefix to name its channel with.
 */
export async function openRedisAndCache(
  config: Config,
  log: Log,
): Promise<{ redis: Redis | null; publicCache: PublicCache }> {
  const warnings = {
    refresh: "public cache could not refresh an expired entry; it is answered until it can",
    invalidation: "public cache invalidation did not reach Redis",
    shared: "shared page cache in Redis not reached; this instance renders for itself",
  };
  const onError = (error: unknown, during: keyof typeof warnings) =>
    log.warn({ err: error }, warnings[during]);
  if (!config.redisUrl) return { redis: null, publicCache: await createPublicCache({ onError }) };
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, keyPrefix: `${config.redisPrefix}:` });
  const publicCache = await createPublicCache({ redis, redisPrefix: config.redisPrefix, onError });
  return { redis, publicCache };
}

/** S3 when S3_BUCKET is set; otherwise DATA_DIR/media, with customers' photos in DATA_DIR/private-media. */
function openStorage(config: Config): { storage: Storage; mediaRoot: string | null } {
  if (config.s3) return { storage: s3Storage(config.s3), mediaRoot: null };
  const mediaRoot = join(config.dataDir, "media");
  const privateRoot = join(config.dataDir, "private-media");
  return { storage: withPrivateArea(localStorage(mediaRoot), localStorage(privateRoot)), mediaRoot };
}
