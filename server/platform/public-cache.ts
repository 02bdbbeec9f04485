import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { addTag, cacheTags, collectingTags, isSoftTag, loadInProgress, type TagSink } from "./cache-tags";
import { createSharedCache, type SharedCache, type SharedCacheOptions } from "./shared-cache";

/**
 * An in-process cache of public catalogue and content reads (categories, listings, product pages,
 * settings, shipping zones, sitemap, server-rendered pages). Each entry carries tags naming what it
 * shows (`cache-tags.ts`, decision 28): a write clears the entries carrying the tags it names, in this
 * process at once and, with Redis, on every other instance over pub/sub, so a sale clears the sold
 * product's page and the answers holding its card, not every page. A load that reads other cached
 * answers (a page render calling the API in process) carries their tags too, hit or miss.
 * Entries also expire after `ttlMs`, which bounds staleness for writes made outside the app (a manual
 * SQL edit) or an invalidation message lost while Redis was unreachable. For `staleMs` after that, an
 * expired entry is still answered while one load refreshes it behind the scenes, so a shopper never
 * waits for a page render because the clock ran out; only a write makes the next one wait.
 * With Redis, an entry asked for with a `shared` codec (a server-rendered page) is also kept there for
 * every instance (`shared-cache.ts`, decision 29): one instance renders it, the others take its copy.
 */
export type PublicCache = {
  /**
   * The value for `key`, loading it on a miss; concurrent misses share one load. Don't mutate it.
   * `tags` name what it shows (the tags of cached answers the load reads are added); an entry that ends
   * up with none is cleared by every write. `pool: "search"` keeps it among searches, which have a
   * bound of their own: typed-in variety then evicts only other searches, never product pages
   * (decision 26).
   */
  get<T>(key: string, load: () => Promise<T>, options?: GetOptions<T>): Promise<T>;
  /**
   * Call after every write that changes public data, once it has committed: clears the entries carrying
   * any of `tags`, or every entry when `tags` is left out (for writes that change what every page shows).
   */
  invalidate(tags?: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

export type GetOptions<T = unknown> = {
  pool?: CachePool;
  tags?: readonly string[];
  /**
   * A write naming a soft tag (`isSoftTag`: a sale's stock count) leaves this entry answerable once more
   * while one load refreshes it, instead of dropping it: for a page, whose render is the cost. Other
   * entries (the API answers) drop, so an answer's figures are never behind a write.
   */
  softOnWrite?: boolean;
  /** With Redis, keeps the entry in the shared cache too, in this form (decision 29). */
  shared?: SharedCodec<T>;
};

/** How an entry is written to and read from the shared cache in Redis. */
export type SharedCodec<T> = {
  encode(value: T): Promise<Record<string, Buffer>>;
  decode(fields: Record<string, Buffer>): T;
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
  onError?: (error: unknown, during: "invalidation" | "refresh" | "shared") => void;
  /** Leases and waits of the shared cache (tests shorten them). */
  shared?: Omit<SharedCacheOptions, "ttlMs" | "staleMs">;
};

/** `tags`: each tag with the clock reading when the data carrying it was read. */
type Entry = { value: unknown; expiresAt: number; tags: Map<string, number>; softOnWrite: boolean };
/**
 * `expiresAt` when it came from the shared cache (it expires there too); `share` when this instance
 * loaded an entry to share: its lease, if it won one.
 */
type Loaded = {
  value: unknown;
  tags: Map<string, number>;
  expiresAt?: number;
  /** A shared copy a write left answerable or past its TTL: never for a load building on it. */
  stale?: boolean;
  share?: { codec: SharedCodec<unknown>; lease: string | null };
};
export type CachePool = "main" | "search";

/** Past this many tags a write's message says "everything": pub/sub messages stay small. */
export const maxTagsPerMessage = 200;
/** Recorded with every full clear: every entry carries it implicitly. */
const everything = "";

/**
 * The message a write publishes: its sender, its tags unless it clears everything, and with the shared
 * cache its number (epoch), in the order Redis numbered them.
 */
type Message = { from: string; tags?: string[]; epoch?: number };

function readMessage(text: string): Message | null {
  try {
    const message = JSON.parse(text) as Message;
    if (typeof message.from !== "string") return null;
    if (message.tags !== undefined && !message.tags.every((tag) => typeof tag === "string")) return null;
    if (message.epoch !== undefined && typeof message.epoch !== "number") return null;
    return message;
  } catch {
    return null;
  }
}

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
  const loading = new Map<string, { promise: Promise<Loaded>; sink: TagSink }>();
  // One reading per invalidation: a load started at reading s read data older than any invalidation
  // recorded after s, and must not store it under a tag that invalidation named. One number per tag
  // ever named: the vocabulary is bounded by the catalogue.
  let clock = 0;
  const invalidatedAt = new Map<string, number>();
  const shared = options.redis
    ? createSharedCache(options.redis, { ...options.shared, ttlMs, staleMs })
    : null;
  // The latest write heard of over pub/sub (messages arrive in the order Redis numbered them), so every
  // write numbered up to it has been applied here: what this instance reads now is newer than all of
  // them, and the shared cache refuses it only for a write numbered later.
  let heardEpoch = 0;

  const lastInvalidated = (tag: string) =>
    Math.max(invalidatedAt.get(tag) ?? 0, invalidatedAt.get(everything) ?? 0);
  const staleTags = (tags: Map<string, number>) =>
    [...tags].some(([tag, readAt]) => lastInvalidated(tag) > readAt);
  // A write names a few tags, an entry may carry dozens: look the write's up in the entry's.
  const carriesAny = (entryTags: Map<string, number>, cleared: ReadonlySet<string>) => {
    for (const tag of cleared) if (entryTags.has(tag)) return true;
    return false;
  };

  /**
   * Clears locally: every entry when `tags` is null, else those carrying one of them (or `anyWrite`); a
   * `softOnWrite` entry matched by soft tags alone is kept as expired, answered while it reloads.
   */
  const clear = (tags: readonly string[] | null) => {
    clock += 1;
    const cleared = new Set(tags ?? []);
    cleared.add(cacheTags.anyWrite);
    for (const tag of tags === null ? [everything] : cleared) invalidatedAt.set(tag, clock);
    invalidatedAt.set(cacheTags.anyWrite, clock);
    const soft = new Set([...cleared].filter(isSoftTag));
    const hard = new Set([...cleared].filter((tag) => !soft.has(tag)));
    const now = Date.now();
    for (const entries of Object.values(pools)) {
      if (tags === null) entries.clear();
      else
        for (const [key, entry] of entries) {
          if (!carriesAny(entry.tags, hard) && !carriesAny(entry.tags, soft)) continue;
          if (entry.softOnWrite && !carriesAny(entry.tags, hard))
            entry.expiresAt = Math.min(entry.expiresAt, now);
          else entries.delete(key);
        }
    }
    // Loads known to read what changed are no longer joined: a request after the write loads afresh.
    for (const [key, { sink }] of loading) {
      if (tags === null || carriesAny(sink.tags, cleared)) loading.delete(key);
    }
  };

  const subscriber = options.redis ? options.redis.duplicate() : null;
  if (subscriber) {
    subscriber.on("message", (_channel: string, text: string) => {
      const message = readMessage(text);
      // An unreadable message (another version of the app) clears everything: never too little.
      if (message?.from !== instanceId) clear(message?.tags ?? null);
      // A write of this instance was applied before it was numbered, so its own message counts too.
      if (message?.epoch !== undefined) heardEpoch = Math.max(heardEpoch, message.epoch);
    });
    // Messages sent while disconnected are lost, so a (re)connection starts from an empty cache.
    subscriber.on("ready", () => clear(null));
    subscriber.on("error", (error) => onError(error, "invalidation"));
    await subscriber.subscribe(channel);
    // Subscribed first: a write numbered after this reading is heard, one before it is already applied
    // (the cache starts empty).
    if (shared) heardEpoch = Math.max(heardEpoch, await shared.epoch());
  }

  const store = (pool: CachePool, key: string, loaded: Loaded, softOnWrite: boolean) => {
    const entries = pools[pool];
    entries.delete(key);
    if (entries.size >= bounds[pool]) {
      // Map keeps insertion order and hits re-insert, so the first key is the least recently used.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, {
      value: loaded.value,
      tags: loaded.tags,
      expiresAt: loaded.expiresAt ?? Date.now() + ttlMs,
      softOnWrite,
    });
  };

  const runLoad = async (load: () => Promise<unknown>, sink: TagSink): Promise<Loaded> => {
    const value = await collectingTags(sink, load);
    if (sink.tags.size === 0) addTag(sink, cacheTags.anyWrite, sink.startedAt);
    return { value, tags: sink.tags };
  };

  /**
   * Another instance's copy, else this instance's load, with the lease to share it if it won one. A
   * stale copy (marked by a soft tag, or past its TTL) will do when this instance has nothing to answer
   * meanwhile (it is kept as expired, so the next request refreshes it), not for the refresh itself nor
   * for a load building on it (a page render), which would keep its old figures as new.
   */
  const runSharedLoad = async (
    sharedCache: SharedCache,
    key: string,
    load: () => Promise<unknown>,
    sink: TagSink,
    { codec, refresh }: { codec: SharedCodec<unknown>; refresh: boolean },
  ): Promise<Loaded> => {
    const acceptStale = !refresh && !loadInProgress();
    const claim = await sharedCache.claim(key, { acceptStale }).catch((error: unknown) => {
      onError(error, "shared");
      return null;
    });
    if (claim && "found" in claim) {
      // Read now: a write heard after this must still stop it being kept here.
      for (const tag of claim.found.tags) addTag(sink, tag, sink.startedAt);
      const { stale, freshForMs } = claim.found;
      const expiresAt = Date.now() + (stale ? 0 : Math.min(freshForMs, ttlMs));
      return { value: codec.decode(claim.found.fields), tags: sink.tags, expiresAt, stale };
    }
    // Redis unreachable: this instance loads for itself and shares nothing.
    if (!claim) return runLoad(load, sink);
    const lease = "lease" in claim ? claim.lease : null;
    try {
      return { ...(await runLoad(load, sink)), share: { codec, lease } };
    } catch (error) {
      if (lease) sharedCache.release(key, lease).catch((failure: unknown) => onError(failure, "shared"));
      throw error;
    }
  };

  /**
   * Writes what this instance loaded to the shared cache, unless a write it has heard of changed what
   * it read (then the lease is only given back). The epoch is read now, when the entry is known fresh.
   */
  const share = (key: string, loaded: Loaded, fresh: boolean, soft: boolean) => {
    if (!shared || !loaded.share) return;
    const { codec, lease } = loaded.share;
    const knownEpoch = heardEpoch;
    const tags = [...loaded.tags.keys()];
    const written = fresh
      ? codec
          .encode(loaded.value)
          .then((fields) => shared.write(key, { fields, tags, soft }, knownEpoch, lease))
      : lease
        ? shared.release(key, lease)
        : Promise.resolve();
    written.catch((error: unknown) => onError(error, "shared"));
  };

  const loadInto = (
    pool: CachePool,
    key: string,
    load: () => Promise<unknown>,
    { tags = [], shared: codec, softOnWrite = false }: GetOptions,
    refresh = false,
  ) => {
    const pending = loading.get(key);
    if (pending) return { promise: pending.promise, joined: true };
    // Known before the load runs, so a write naming one of them stops others joining it at once.
    const sink: TagSink = { startedAt: clock, tags: new Map() };
    for (const tag of tags) addTag(sink, tag, sink.startedAt);
    const run =
      shared && codec ? runSharedLoad(shared, key, load, sink, { codec, refresh }) : runLoad(load, sink);
    const promise = run.then(
      (result) => {
        const fresh = !staleTags(result.tags);
        if (fresh) store(pool, key, result, softOnWrite);
        share(key, result, fresh, softOnWrite);
        if (loading.get(key)?.promise === promise) loading.delete(key);
        return result;
      },
      (error: unknown) => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
        throw error;
      },
    );
    loading.set(key, { promise, sink });
    return { promise, joined: false };
  };

  /** The loaded value, loading again once when a shared load turned out to have read what a write changed. */
  const loaded = async (
    pool: CachePool,
    key: string,
    load: () => Promise<unknown>,
    getOptions: GetOptions,
  ) => {
    const first = loadInto(pool, key, load, getOptions);
    const result = await first.promise;
    // A joiner may have come after the write that made the shared load stale: it must see the write.
    // A load of its own started after the join, so once is enough. A load building on this one never
    // takes a stale shared copy another request accepted: it waits for the fresh one.
    const staleForMe = result.stale === true && loadInProgress() !== undefined;
    if (first.joined && (staleTags(result.tags) || staleForMe)) {
      return loadInto(pool, key, load, getOptions, true).promise;
    }
    return result;
  };

  /** Hands the tags of what was read to the load that read it, if any: a page carries its answers' tags. */
  const report = (tags: Map<string, number>) => {
    const outer = loadInProgress();
    if (outer) for (const [tag, readAt] of tags) addTag(outer, tag, readAt);
  };

  return {
    async get<T>(key: string, load: () => Promise<T>, getOptions: GetOptions<T> = {}): Promise<T> {
      const pool = getOptions.pool ?? "main";
      const entries = pools[pool];
      const entry = entries.get(key);
      const now = Date.now();
      if (entry && entry.expiresAt > now) {
        entries.delete(key);
        entries.set(key, entry);
        report(entry.tags);
        return entry.value as T;
      }
      // A load (a page render) waits for fresh answers: one answered stale would be built into the page,
      // and one a write left answerable (a soft tag) would keep the page from being kept at all.
      if (entry && entry.expiresAt + staleMs > now && !loadInProgress()) {
        loadInto(pool, key, load, getOptions, true).promise.catch((error: unknown) =>
          onError(error, "refresh"),
        );
        report(entry.tags);
        return entry.value as T;
      }
      const result = await loaded(pool, key, load, getOptions);
      report(result.tags);
      return result.value as T;
    },
    async invalidate(tags?: readonly string[]) {
      if (tags?.length === 0) return;
      const named = tags !== undefined && tags.length <= maxTagsPerMessage ? [...new Set(tags)] : null;
      clear(named);
      if (!shared) return;
      const message: Message = named ? { from: instanceId, tags: named } : { from: instanceId };
      try {
        // The shared copies carrying a tag are deleted in the script that numbers and publishes the write.
        const head = `${JSON.stringify(message).slice(0, -1)},"epoch":`;
        const hard = named && [...named.filter((tag) => !isSoftTag(tag)), cacheTags.anyWrite];
        await shared.invalidate(hard && { hard, soft: named.filter(isSoftTag) }, channel, head);
      } catch (error) {
        // The write is done and must not fail for this; other instances catch up within the TTL.
        onError(error, "invalidation");
      }
    },
    async close() {
      clear(null);
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
