import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * The public cache's copy in Redis, shared by every instance of the shop (decision 29): what one instance
 * renders, the others take instead of rendering it again. An entry keeps its tags; a write deletes the
 * entries carrying one of its tags in the same script that numbers it (an epoch) and publishes it, so
 * an entry is either deleted by a write or written after it. An instance writes only what it read after
 * every write it has heard of (`knownEpoch`); one that read before a write it has not heard of yet is
 * refused, so Redis never keeps what a write changed. A miss takes a short lease: one instance renders
 * a key at a time, the others wait for its copy.
 *
 * Keys, under the client's keyPrefix (REDIS_PREFIX): `shared-cache:entry:{key}` (a hash: its tags and
 * the codec's fields), `shared-cache:lease:{key}`, `shared-cache:tag:{tag}` (the entries carrying it),
 * `shared-cache:all`, `shared-cache:epoch` and `shared-cache:cleared` (each tag's last epoch).
 */
export type SharedCache = {
  /**
   * The entry for `key` if Redis has it, else a lease to fill it, else nothing once `waitMs` is spent. An
   * entry a soft tag marked stale counts only when `acceptStale` (a key this instance has no copy of to
   * answer meanwhile); a refresh waits for a fresh one or renders it.
   */
  claim(key: string, options?: { acceptStale?: boolean }): Promise<Claim>;
  /**
   * Keeps an entry for the TTL unless one of its tags (or everything) was cleared after `knownEpoch`;
   * releases `lease`. Answers whether it was kept.
   */
  write(key: string, entry: SharedWrite, knownEpoch: number, lease: string | null): Promise<boolean>;
  /** Gives the lease back without writing (the load failed or read before a write). */
  release(key: string, lease: string): Promise<void>;
  /**
   * Numbers a write, deletes the entries carrying one of `tags.hard` (every entry when null) or of
   * `tags.soft` unless written as soft, marks stale the soft ones carrying one of `tags.soft`, and
   * publishes `message` with `"epoch":N` appended; answers N.
   */
  invalidate(
    tags: { hard: readonly string[]; soft: readonly string[] } | null,
    channel: string,
    messageHead: string,
  ): Promise<number>;
  /** The number of the latest write. */
  epoch(): Promise<number>;
};

export type Claim =
  | { found: { fields: Record<string, Buffer>; tags: string[]; freshForMs: number; stale: boolean } }
  | { lease: string }
  | { neither: true };

/** `soft`: a write naming a soft tag marks it stale rather than deleting it (a page). */
export type SharedWrite = { fields: Record<string, Buffer>; tags: string[]; soft?: boolean };

export type SharedCacheOptions = {
  ttlMs: number;
  /**
   * How long past its TTL an entry is still answered, stale, by an instance with no copy of its own
   * while one instance refreshes it: as the in-process cache answers its own expired entries.
   */
  staleMs: number;
  /** How long a lease lasts: longer than a render, so a renderer that died frees the key soon after. */
  leaseMs?: number;
  /** How often a waiting instance looks again for the copy being rendered. */
  pollMs?: number;
  /** How long an instance waits for other instances' renders before loading the key itself. */
  waitMs?: number;
};

const tagsField = "shared-cache:tags";
const staleField = "shared-cache:stale";
const softField = "shared-cache:soft";

// Entries of a tag are deleted in slices: Lua's unpack has a bound on its arguments.
const dropSet = `
local function drop(set)
  local members = redis.call('SMEMBERS', set)
  for i = 1, #members, 500 do
    redis.call('DEL', unpack(members, i, math.min(i + 499, #members)))
  end
  redis.call('DEL', set)
end
`;

/**
 * KEYS: epoch, cleared, all. ARGV: key prefix, channel, message head, hard tag count h (-1: everything),
 * h hard tags, then soft tags. A soft tag marks stale the entries written as soft (they stay in its set)
 * and deletes the others.
 */
const invalidateScript = `${dropSet}
local epoch = redis.call('INCR', KEYS[1])
local h = tonumber(ARGV[4])
if h < 0 then
  redis.call('HSET', KEYS[2], '', epoch)
  drop(KEYS[3])
else
  for i = 5, 4 + h do
    redis.call('HSET', KEYS[2], ARGV[i], epoch)
    drop(ARGV[1] .. 'shared-cache:tag:' .. ARGV[i])
  end
  for i = 5 + h, #ARGV do
    redis.call('HSET', KEYS[2], ARGV[i], epoch)
    for _, entry in ipairs(redis.call('SMEMBERS', ARGV[1] .. 'shared-cache:tag:' .. ARGV[i])) do
      if redis.call('HEXISTS', entry, '${softField}') == 1 then
        redis.call('HSET', entry, '${staleField}', '1')
      else
        redis.call('DEL', entry)
      end
    end
  end
end
redis.call('PUBLISH', ARGV[2], ARGV[3] .. epoch .. '}')
return epoch
`;

/**
 * KEYS: entry, cleared, all, lease. ARGV: key prefix, known epoch, ttl ms, lease token, tag count n,
 * n tags, then field and value pairs. A tag set lives as long as its longest-lived entry.
 */
const writeScript = `
if redis.call('GET', KEYS[4]) == ARGV[4] then redis.call('DEL', KEYS[4]) end
local known = tonumber(ARGV[2])
local n = tonumber(ARGV[5])
if tonumber(redis.call('HGET', KEYS[2], '') or 0) > known then return 0 end
for i = 6, 5 + n do
  if tonumber(redis.call('HGET', KEYS[2], ARGV[i]) or 0) > known then return 0 end
end
local ttl = tonumber(ARGV[3])
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], unpack(ARGV, 6 + n))
redis.call('PEXPIRE', KEYS[1], ttl)
local function keep(set)
  redis.call('SADD', set, KEYS[1])
  if redis.call('PTTL', set) < ttl then redis.call('PEXPIRE', set, ttl) end
end
keep(KEYS[3])
for i = 6, 5 + n do keep(ARGV[1] .. 'shared-cache:tag:' .. ARGV[i]) end
return 1
`;

/**
 * KEYS: entry, lease. ARGV: token, lease ms, whether a stale entry will do ('1'), stale ms. The entry
 * with whether it is stale (marked, or in its last stale ms) and how long it is fresh for, else the
 * lease, else -1.
 */
const claimScript = `
local left = redis.call('PTTL', KEYS[1])
if left > 0 then
  local fresh = left - tonumber(ARGV[4])
  local stale = 0
  if fresh <= 0 or redis.call('HEXISTS', KEYS[1], '${staleField}') == 1 then stale = 1 end
  if stale == 0 or ARGV[3] == '1' then return {1, redis.call('HGETALL', KEYS[1]), stale, fresh} end
end
if redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2], 'NX') then return {0} end
return {-1}
`;

/** KEYS: lease. ARGV: token. */
const releaseScript = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end return 1`;

type Scripted = Redis & {
  sharedCacheClaimBuffer(
    entry: string,
    lease: string,
    token: string,
    leaseMs: number,
    acceptStale: string,
    staleMs: number,
  ): Promise<unknown>;
  sharedCacheWrite(...args: (string | number | Buffer)[]): Promise<number>;
  sharedCacheRelease(lease: string, token: string): Promise<number>;
  sharedCacheInvalidate(...args: string[]): Promise<number>;
};

const keys = {
  entry: (key: string) => `shared-cache:entry:${key}`,
  lease: (key: string) => `shared-cache:lease:${key}`,
  epoch: "shared-cache:epoch",
  cleared: "shared-cache:cleared",
  all: "shared-cache:all",
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readFound(answer: unknown): Claim | null {
  if (!Array.isArray(answer) || answer[0] !== 1) return null;
  const flat = (answer[1] ?? []) as Buffer[];
  const fields: Record<string, Buffer> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) fields[String(flat[i])] = flat[i + 1] as Buffer;
  const tagsJson = fields[tagsField];
  if (!tagsJson) return null;
  delete fields[tagsField];
  delete fields[staleField];
  delete fields[softField];
  const tags = JSON.parse(String(tagsJson)) as string[];
  return { found: { fields, tags, freshForMs: Math.max(0, Number(answer[3])), stale: answer[2] === 1 } };
}

export function createSharedCache(redis: Redis, options: SharedCacheOptions): SharedCache {
  const leaseMs = options.leaseMs ?? 3000;
  const pollMs = options.pollMs ?? 15;
  const waitMs = options.waitMs ?? leaseMs;
  // Lua builds tag-set names itself, so it is handed the prefix the client puts on the keys it names.
  const keyPrefix = String(redis.options.keyPrefix ?? "");
  const scripted = redis as Scripted;
  scripted.defineCommand("sharedCacheClaim", { numberOfKeys: 2, lua: claimScript });
  scripted.defineCommand("sharedCacheWrite", { numberOfKeys: 4, lua: writeScript });
  scripted.defineCommand("sharedCacheRelease", { numberOfKeys: 1, lua: releaseScript });
  scripted.defineCommand("sharedCacheInvalidate", { numberOfKeys: 3, lua: invalidateScript });

  return {
    async claim(key, { acceptStale = false } = {}) {
      const token = randomUUID();
      const until = Date.now() + waitMs;
      for (;;) {
        const answer = await scripted.sharedCacheClaimBuffer(
          keys.entry(key),
          keys.lease(key),
          token,
          leaseMs,
          acceptStale ? "1" : "0",
          options.staleMs,
        );
        const found = readFound(answer);
        if (found) return found;
        if (Array.isArray(answer) && answer[0] === 0) return { lease: token };
        if (Date.now() >= until) return { neither: true };
        await wait(pollMs);
      }
    },
    async write(key, entry, knownEpoch, lease) {
      const pairs = Object.entries({
        ...entry.fields,
        [tagsField]: Buffer.from(JSON.stringify(entry.tags)),
        ...(entry.soft ? { [softField]: Buffer.from("1") } : {}),
      });
      const kept = await scripted.sharedCacheWrite(
        keys.entry(key),
        keys.cleared,
        keys.all,
        keys.lease(key),
        keyPrefix,
        knownEpoch,
        options.ttlMs + options.staleMs,
        lease ?? "",
        entry.tags.length,
        ...entry.tags,
        ...pairs.flat(),
      );
      return kept === 1;
    },
    async release(key, lease) {
      await scripted.sharedCacheRelease(keys.lease(key), lease);
    },
    invalidate(tags, channel, messageHead) {
      return scripted.sharedCacheInvalidate(
        keys.epoch,
        keys.cleared,
        keys.all,
        keyPrefix,
        channel,
        messageHead,
        String(tags ? tags.hard.length : -1),
        ...(tags ? [...tags.hard, ...tags.soft] : []),
      );
    },
    async epoch() {
      return Number((await redis.get(keys.epoch)) ?? 0);
    },
  };
}
