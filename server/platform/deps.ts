import type { Config } from "@server/config";
import type { Db } from "@server/db/connect";
import type { Redis } from "ioredis";
import type { CourierProvider } from "./couriers/courier-provider";
import type { Mailer } from "./mailer";
import type { PaymentGateway } from "./payments/gateway";
import type { PublicCache } from "./public-cache";
import type { Storage } from "./storage";

/** Everything a module needs from the outside world, handed in by whoever builds the app. */
export type AppDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  payments: PaymentGateway;
  /** Where courier parcels are booked and tracked: Shiprocket, or manual (staff ship by hand). */
  couriers: CourierProvider;
  storage: Storage;
  /** Shared store for rate limits and short caches when several instances run; null in process. */
  redis: Redis | null;
  /**
   * Cache of public catalogue and content reads. Whoever writes products, stock, categories,
   * settings, banners, highlights or shipping zones calls `publicCache.invalidate(tags)` after the
   * write commits, naming what changed (`cache-tags.ts`); it clears this instance at once and the
   * others through Redis.
   */
  publicCache: PublicCache;
  /** Key for hashing sign-in codes (AUTH_SECRET, or the one kept in DATA_DIR outside production). */
  authSecret: string;
  /** Folder of the built SPA, served for every non-API path; null when only the API is wanted. */
  webRoot: string | null;
  /** Folder that /media serves when media live on local disk; null when they live elsewhere. */
  mediaRoot: string | null;
  /** The clock every India-time rule reads (cut-offs, slots), so tests can stand at any instant. */
  now: () => Date;
};
