import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * An in-process cache of public catalogue and content reads (categories, listings, product pages,
 * settings, shipping zones, sitemap). It stays correct by being emptied on every write:
 * `invalidate()` clears this process at once and, with Redis, tells every other instance over
 * pub/sub. Entries also expire after `ttlMs`, which bounds staleness for writes made outside the app
 * (a manual SQL edit) or an invalidation message lost while Redis was unreachable. For `staleMs` after
 * that, an expired entry is still answered while one load refreshes it behind the scenes, so a shopper
 * never waits for a page render because the clock ran out; only a write makes the next one wait.
 */
export type PublicCache = {
  /**
   * The value for `key`, loading it on a miss; concurrent misses share one load. Don't mutate it.
   * `pool: "search"` keeps it among searches, which have a bound of their own: typed-in variety then
   * evicts only other searches, never product pages (decision 26).
   */
  get<T>(key: string, load: () => Promise<T>, options?: { pool?: CachePool }): Promise<T>;
  /** Call after every write that changes public data (products, stock, categories, settings, zones). */
  invalidate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * With Redis, invalidations reach every instance of this store; without it there is only this process.
 * The channel is `{redisPrefix}:public-cache:invalidate` (REDIS_PREFIX): pub/sub channels are not keys,
 * so the client's keyPrefix does not reach them, and they ignore the database number.
 */
type RedisLink = { redis: Redis; redisPrefix: string } | { redis?: null; redisPrefix?: undefined };

export type PublicCacheOptions = RedisLink & {
  ttlMs?: number;
  /** How long past its TTL an entry may still be answered while it is refreshed. */
  staleMs?: number;
  maxEntries?: number;
  /** The bound of the search pool. */
  maxSearchEntries?: number;
  onError?: (error: unknown, during: "invalidation" | "refresh") => void;
};

type Entry = { value: unknown; expiresAt: number };
export type CachePool = "main" | "search";

export async function createPublicCache(options: PublicCacheOptions = {}): Promise<PublicCache> {
  const ttlMs = options.ttlMs ?? 30_000;
  const staleMs = options.staleMs ?? 5 * 60_000;
  const bounds: Record<CachePool, number> = {
    main: options.maxEntries ?? 2_000,
    search: options.maxSearchEntries ?? 1_000,
  };
  const channel = `${options.redisPrefix}:public-cache:invalidate`;
  const onError = options.onError ?? (() => {});
  const instanceId = randomUUID();
  const pools: Record<CachePool, Map<string, Entry>> = { main: new Map(), search: new Map() };
  const loading = new Map<string, Promise<unknown>>();
  // Bumped on every clear: a load that started before a write must not store what it read.
  let generation = 0;

  const clear = () => {
    generation += 1;
    pools.main.clear();
    pools.search.clear();
    loading.clear();
  };

  const subscriber = options.redis ? options.redis.duplicate() : null;
  if (subscriber) {
    subscriber.on("message", (_channel: string, sender: string) => {
      if (sender !== instanceId) clear();
    });
    // Messages sent while disconnected are lost, so a (re)connection starts from an empty cache.
    subscriber.on("ready", clear);
    subscriber.on("error", (error) => onError(error, "invalidation"));
    await subscriber.subscribe(channel);
  }

  const store = (pool: CachePool, key: string, value: unknown) => {
    const entries = pools[pool];
    entries.delete(key);
    if (entries.size >= bounds[pool]) {
      // Map keeps insertion order and hits re-insert, so the first key is the least recently used.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  };

  const loadInto = <T>(pool: CachePool, key: string, load: () => Promise<T>): Promise<T> => {
    const pending = loading.get(key);
    if (pending) return pending as Promise<T>;
    const startedIn = generation;
    const promise = load().then(
      (value) => {
        if (startedIn === generation) store(pool, key, value);
        if (loading.get(key) === promise) loading.delete(key);
        return value;
      },
      (error: unknown) => {
        if (loading.get(key) === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
    return promise;
  };

  return {
    get<T>(key: string, load: () => Promise<T>, getOptions: { pool?: CachePool } = {}): Promise<T> {
      const pool = getOptions.pool ?? "main";
      const entries = pools[pool];
      const entry = entries.get(key);
      const now = Date.now();
      if (entry && entry.expiresAt > now) {
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry.value as T);
      }
      if (entry && entry.expiresAt + staleMs > now) {
        loadInto(pool, key, load).catch((error: unknown) => onError(error, "refresh"));
        return Promise.resolve(entry.value as T);
      }
      return loadInto(pool, key, load);
    },
    async invalidate() {
      clear();
      if (!options.redis) return;
      try {
        await options.redis.publish(channel, instanceId);
      } catch (error) {
        // The write is done and must not fail for this; other instances catch up within the TTL.
        onError(error, "invalidation");
      }
    },
    async close() {
      clear();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
