import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { z } from "zod";
import { type DecodeLimitOptions, defaultDecodeLimit } from "./platform/decode-limit";
import { defaultRenderLimit, type RenderLimitOptions } from "./platform/render-limit";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy";

const optionalUrl = z.url().optional();
const milliseconds = z.coerce.number().int().min(100).max(600_000);

/** How long PostgreSQL may take before a request gives up on it (DATABASE_*_TIMEOUT_MS). */
export type DatabaseTimeouts = {
  /** To open a connection, and to wait for a free one in the pool. */
  connectMs: number;
  /**
   * For one statement, enforced by the server (lock waits included). The driver itself stops waiting a
   * little later, which is what bounds a database that went silent and never answers.
   */
  statementMs: number;
  /**
   * For a transaction left waiting between statements, after which the server ends the session and its
   * locks go; longer than a gateway call (10 s) some transactions wait on.
   */
  idleInTransactionMs: number;
};

export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Where the public site is reached: every absolute URL the store writes (e-mails, sitemap, robots.txt,
   * canonical and share tags) starts with it, never with the request's Host. Required in production.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PostgreSQL; without it the store runs on PGlite under DATA_DIR/db. */
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Bounds on PostgreSQL (milliseconds), so a database that is slow, gone or silent answers a shopper
   * with a 503 in seconds instead of holding the request; see DatabaseTimeouts.
   */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds.default(defaultDatabaseTimeouts.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds.default(defaultDatabaseTimeouts.statementMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds.default(defaultDatabaseTimeouts.idleInTransactionMs),
  /** SMTP; without it mail goes to the outbox folder under DATA_DIR. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default("Mithaas <care@mithaas.in>"),
  /** Redis for rate limits and short caches shared by several instances; in process without it. */
  REDIS_URL: optionalUrl,
  /**
   * What every Redis key and pub/sub channel of this store starts with (`{prefix}:`), so several shops or
   * environments share one Redis server: the database number does not keep pub/sub apart. Unset, it is
   * derived from the database, so stores on different databases never collide and the instances of one
   * shop agree: `mithaas:{database name}-{8 hex of sha256(host:port/database)}` for DATABASE_URL,
   * `mithaas:pglite-{8 hex of sha256(DATA_DIR resolved)}` for the embedded database. Instances reaching
   * one database by different host names or ports must set it, or they would not hear each other.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, "must be 1–64 characters of letters, digits and : _ . -")
    .optional(),
  /**
   * Orders started (create_order) and payments confirmed (verify_payment) per customer, and per client
   * network, in any 15 minutes: each call its own count. Shared networks (offices, mobile carriers) need the larger one.
   */
  CHECKOUT_ATTEMPTS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CHECKOUT_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Searches and search-box suggestions one client may ask for a minute (server renders are not counted). */
  SEARCH_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(240),
  /** "false" skips filling an empty database with the demo store. */
  SEED_DEMO: z.enum(["true", "false"]).default("true"),
  /** Pictures decoded at once by this process, and how many more may wait; see decode-limit.ts. */
  DECODES_AT_ONCE: z.coerce.number().int().min(1).max(64).default(defaultDecodeLimit.atOnce),
  DECODES_WAITING: z.coerce.number().int().min(0).max(1000).default(defaultDecodeLimit.waiting),
  /** Days photos of a released unpaid order are kept (a late payment may still revive it); see photo-retention.ts. */
  UNPAID_ORDER_PHOTO_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Photos one customer may keep in their cart and unpaid orders. */
  CUSTOMER_PHOTO_QUOTA: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Days a picture staff removed stays while an audit row of that age still shows it. */
  REMOVED_PICTURE_AUDIT_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Server-side key mixed into stored sign-in code hashes, so a copy of the database alone cannot be
   * used to work out a live code. Required in production; elsewhere one is kept in DATA_DIR.
   */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Razorpay: all three or none; without them payments go through the simulated gateway. */
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(live|test)_[A-Za-z0-9]+$/, "must be a Razorpay key id (rzp_live_… or rzp_test_…)")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).max(200).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).max(200).optional(),
  RAZORPAY_API_BASE: z.url().default("https://api.razorpay.com"),
  /** "true" lets a production server take pretend payments (a public demo); never for a real shop. */
  PAYMENTS_SIMULATED_IN_PRODUCTION: z.enum(["true", "false"]).default("false"),
  /** Media (product pictures, variants, customers' photos) in this S3 bucket; local disk without it. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** S3-compatible services (MinIO, R2, …); not needed for AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  /** Both or neither; without them the AWS SDK's own chain applies (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** "true" for services that want bucket.example.com/key as example.com/bucket/key (MinIO). */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /** How long one try at the bucket may wait for its answer to start; two tries, then 503. */
  S3_TIMEOUT_MS: milliseconds.default(5_000),
  /** How many proxies stand in front, or their address ranges; see trust-proxy.ts. */
  TRUST_PROXY: z.string().default("false"),
  /** Public pages rendered on the server at once; more wait PAGE_RENDER_WAIT_MS, then the browser renders them. */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(64).default(defaultRenderLimit.atOnce),
  PAGE_RENDER_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(defaultRenderLimit.waitMs),
  /**
   * Shiprocket (decision 27): all four or none; without them staff ship by hand and type the AWB. The
   * e-mail and password are the API user's (Settings → API), not the panel login's.
   */
  SHIPROCKET_EMAIL: z.email().optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).max(200).optional(),
  /** The pickup address's nickname exactly as in Shiprocket's Settings → Pickup addresses. */
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).max(100).optional(),
  /** The security token typed into Shiprocket's tracking webhook; it comes back in x-api-key. */
  SHIPROCKET_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, "must be 16–200 printable characters without spaces")
    .optional(),
  SHIPROCKET_API_BASE: z.url({ protocol: /^https?$/ }).default("https://apiv2.shiprocket.in"),
  /** The parcel booking starts from: weight in grams, and the box as length x breadth x height in cm. */
  SHIPROCKET_PARCEL_WEIGHT_GRAMS: z.coerce.number().int().min(50).max(30_000).default(500),
  SHIPROCKET_PARCEL_CM: z
    .string()
    .regex(/^\d{1,3}x\d{1,3}x\d{1,3}$/, "must be length x breadth x height in cm, e.g. 20x15x10")
    .refine(
      (box) => box.split("x").every((side) => Number(side) >= 1 && Number(side) <= 200),
      "each side must be 1–200 cm",
    )
    .default("20x15x10"),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** PUBLIC_URL without a trailing slash; outside production `http://localhost:<PORT>` when unset. */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  databaseUrl: string | undefined;
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** REDIS_PREFIX, or the one derived from the database when it is unset; keys are `{redisPrefix}:…`. */
  redisPrefix: string;
  checkoutAttempts: { perCustomer: number; perIp: number };
  searchRequestsPerMinute: number;
  seedDemo: boolean;
  decodeLimit: DecodeLimitOptions;
  media: MediaRetention;
  trustProxy: TrustProxy;
  authSecret: string | undefined;
  /** Razorpay's keys, or null for the simulated gateway. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string; apiBase: string } | null;
  /** Set when media live in S3 (S3_BUCKET). */
  s3: S3Config | undefined;
  pageRenders: RenderLimitOptions;
  /** Shiprocket's API user and webhook token, or null when staff ship by hand. */
  shiprocket: ShiprocketConfig | null;
};

export type ShiprocketConfig = {
  email: string;
  password: string;
  pickupLocation: string;
  webhookToken: string;
  apiBase: string;
  /** The parcel a booking starts from. */
  parcel: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  timeoutMs: number;
};

/** How long stored pictures nobody uses any more are kept, and how many photos a customer may hold. */
export type MediaRetention = {
  unpaidOrderPhotoDays: number;
  customerPhotoQuota: number;
  removedPictureAuditDays: number;
};

export class ConfigError extends Error {}

/** What production cannot do without, and why, as the start-up message says it. */
const productionRequired = [
  ["AUTH_SECRET", "AUTH_SECRET", "at least 32 random characters, the same on every instance"],
  [
    "PUBLIC_URL",
    "PUBLIC_URL",
    "the address shoppers use, e.g. https://mithaas.in; links never come from Host",
  ],
  ["SMTP_URL", "SMTP_URL", "without it sign-in codes would be written to disk instead of mailed"],
] as const;

/** The only reader of process.env: a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === "string") problems.push(`TRUST_PROXY: ${trustProxy}`);
  if (e.NODE_ENV === "production") {
    for (const [name, value, why] of productionRequired) {
      if (!e[value]) problems.push(`${name}: required in production (${why})`);
    }
  }
  if (problems.length > 0 || typeof trustProxy === "string") {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: set all three or none",
    );
  }
  if (e.NODE_ENV === "production" && !e.RAZORPAY_KEY_ID && e.PAYMENTS_SIMULATED_IN_PRODUCTION !== "true") {
    throw new ConfigError(
      "Invalid configuration:\n  RAZORPAY_KEY_ID: required in production (with RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET); PAYMENTS_SIMULATED_IN_PRODUCTION=true runs a demo that takes no real money",
    );
  }
  const shiprocketKeys = [
    e.SHIPROCKET_EMAIL,
    e.SHIPROCKET_PASSWORD,
    e.SHIPROCKET_PICKUP_LOCATION,
    e.SHIPROCKET_WEBHOOK_TOKEN,
  ];
  if (shiprocketKeys.some(Boolean) && !shiprocketKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_WEBHOOK_TOKEN: set all four or none",
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither",
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    dataDir: resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? databaseRedisPrefix(e.DATABASE_URL, resolve(e.DATA_DIR)),
    checkoutAttempts: { perCustomer: e.CHECKOUT_ATTEMPTS_PER_CUSTOMER, perIp: e.CHECKOUT_ATTEMPTS_PER_IP },
    searchRequestsPerMinute: e.SEARCH_REQUESTS_PER_MINUTE,
    seedDemo: e.SEED_DEMO === "true",
    decodeLimit: { atOnce: e.DECODES_AT_ONCE, waiting: e.DECODES_WAITING },
    media: {
      unpaidOrderPhotoDays: e.UNPAID_ORDER_PHOTO_DAYS,
      customerPhotoQuota: e.CUSTOMER_PHOTO_QUOTA,
      removedPictureAuditDays: e.REMOVED_PICTURE_AUDIT_DAYS,
    },
    trustProxy,
    authSecret: e.AUTH_SECRET,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBase: e.RAZORPAY_API_BASE.replace(/\/$/, ""),
          }
        : null,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          timeoutMs: e.S3_TIMEOUT_MS,
        }
      : undefined,
    pageRenders: { atOnce: e.PAGE_RENDERS_AT_ONCE, waitMs: e.PAGE_RENDER_WAIT_MS },
    shiprocket:
      e.SHIPROCKET_EMAIL &&
      e.SHIPROCKET_PASSWORD &&
      e.SHIPROCKET_PICKUP_LOCATION &&
      e.SHIPROCKET_WEBHOOK_TOKEN
        ? {
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
            webhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
            apiBase: e.SHIPROCKET_API_BASE.replace(/\/+$/, ""),
            parcel: parcelFrom(e.SHIPROCKET_PARCEL_WEIGHT_GRAMS, e.SHIPROCKET_PARCEL_CM),
          }
        : null,
  };
}

function parcelFrom(weightGrams: number, box: string): ShiprocketConfig["parcel"] {
  const [lengthCm, breadthCm, heightCm] = box.split("x").map(Number) as [number, number, number];
  return { weightGrams, lengthCm, breadthCm, heightCm };
}

/**
 * REDIS_PREFIX's default: the database's name for people reading keys, and a hash of where it lives so
 * two databases of one name (a shop and its staging copy on other servers) still differ.
 */
function databaseRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  const shortHash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);
  if (!databaseUrl) return `mithaas:pglite-${shortHash(dataDir)}`;
  const url = new URL(databaseUrl);
  // A socket directory in `?host=` stands in for a host name; libpq's defaults fill the rest.
  const host = url.hostname || url.searchParams.get("host") || "localhost";
  const port = url.port || "5432";
  // As written in the URL (percent-encoded), which names one database as well as its decoding does.
  const database = url.pathname.slice(1) || url.username || "postgres";
  const readable = database.replace(/[^A-Za-z0-9_.-]/g, "_").slice(0, 47);
  return `mithaas:${readable}-${shortHash(`${host}:${port}/${database}`)}`;
}
