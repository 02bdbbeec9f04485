import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/** At most `limit` hits of `key` in any `windowSeconds`-long stretch of time. */
export type LimitRule = { key: string; limit: number; windowSeconds: number };

/** `blockedBy` is the index of the first rule that refused; `retryAfterSeconds` when all would allow. */
export type LimitResult =
  | { allowed: true; retryAfterSeconds: 0 }
  | { allowed: false; retryAfterSeconds: number; blockedBy: number };

/**
 * Counters for abuse limits (sign-in codes per address, per client IP, resend cooldowns) that every
 * instance of the server sees alike. Windows slide: a hit is forgotten exactly `windowSeconds` after it
 * happened, so "5 an hour" holds for any hour, not per clock hour. Refused hits are not counted, so
 * hammering a closed door does not keep it closed.
 */
export interface AttemptLimiter {
  /** Records one hit under every rule, or none when any rule is already full (all or nothing). */
  hitAll(rules: LimitRule[]): Promise<LimitResult>;
  /** What `hitAll` would answer, recording nothing: for limits counted only when something fails. */
  check(rules: LimitRule[]): Promise<LimitResult>;
}

/** One hit under one rule. */
export function hit(limiter: AttemptLimiter, key: string, limit: number, windowSeconds: number) {
  return limiter.hitAll([{ key, limit, windowSeconds }]);
}

/** A cooldown is a window that takes one hit: allowed once, then refused for `seconds`. */
export function cooldown(limiter: AttemptLimiter, key: string, seconds: number) {
  return limiter.hitAll([{ key, limit: 1, windowSeconds: seconds }]);
}

/** After the client's REDIS_PREFIX (boot.ts): `{prefix}:limit:{rule key}`. */
const keyPrefix = "limit:";

/**
 * One Lua script, so checking every rule and recording the hit is atomic across instances. Each key is
 * a sorted set of hit times (ms, Redis's clock so instances need not agree on time) that expires with
 * its window. ARGV: member, record (1 or 0), then limit and window per key. Answers {0, 0} when
 * allowed, else {1-based index of the refusing rule, ms to wait}.
 */
const slidingWindowScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local member = ARGV[1]
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[i * 2 + 1])
  local window = tonumber(ARGV[i * 2 + 2])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count >= limit then
    local freeing = redis.call('ZRANGE', key, count - limit, count - limit, 'WITHSCORES')
    local wait = tonumber(freeing[2]) + window - now
    if wait < 1 then wait = 1 end
    return {i, wait}
  end
end
if ARGV[2] ~= '1' then return {0, 0} end
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i * 2 + 2])
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, window)
end
return {0, 0}
`;

type RedisWithLimits = Redis & {
  mithaasSlidingWindow(numKeys: number, ...args: (string | number)[]): Promise<[number, number]>;
};

/** Limits shared by every instance through Redis (REDIS_URL). */
export function redisAttemptLimiter(redis: Redis): AttemptLimiter {
  const client = redis as RedisWithLimits;
  if (typeof client.mithaasSlidingWindow !== "function") {
    redis.defineCommand("mithaasSlidingWindow", { lua: slidingWindowScript });
  }
  const run = async (rules: LimitRule[], record: boolean): Promise<LimitResult> => {
    if (rules.length === 0) return { allowed: true, retryAfterSeconds: 0 };
    const keys = rules.map((rule) => `${keyPrefix}${rule.key}`);
    const args = rules.flatMap((rule) => [rule.limit, rule.windowSeconds * 1000]);
    const [blocked, waitMs] = await client.mithaasSlidingWindow(
      keys.length,
      ...keys,
      randomUUID(),
      record ? 1 : 0,
      ...args,
    );
    if (blocked === 0) return { allowed: true, retryAfterSeconds: 0 };
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      blockedBy: blocked - 1,
    };
  };
  return { hitAll: (rules) => run(rules, true), check: (rules) => run(rules, false) };
}

type Entry = { hits: number[]; windowMs: number };

/**
 * Limits kept in this process (no REDIS_URL): right for one instance. Keys whose hits have all aged
 * out are swept at most once a minute, on use, so the map does not grow without bound.
 */
export function memoryAttemptLimiter(
  now: () => number = () => Date.now(),
): AttemptLimiter & { size(): number } {
  const entries = new Map<string, Entry>();
  let lastSweep = now();

  const sweep = (at: number) => {
    if (at - lastSweep < 60_000) return;
    lastSweep = at;
    for (const [key, entry] of entries) {
      const newest = entry.hits.at(-1);
      if (newest === undefined || newest <= at - entry.windowMs) entries.delete(key);
    }
  };

  const run = async (rules: LimitRule[], record: boolean): Promise<LimitResult> => {
    const at = now();
    sweep(at);
    const live = rules.map((rule) => {
      const windowMs = rule.windowSeconds * 1000;
      const entry = entries.get(rule.key) ?? { hits: [], windowMs };
      entry.hits = entry.hits.filter((time) => time > at - windowMs);
      entry.windowMs = Math.max(entry.windowMs, windowMs);
      return { rule, entry, windowMs };
    });
    for (const [index, { rule, entry, windowMs }] of live.entries()) {
      if (entry.hits.length >= rule.limit) {
        const freeing = entry.hits[entry.hits.length - rule.limit] ?? at;
        const waitMs = Math.max(1, freeing + windowMs - at);
        return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000), blockedBy: index };
      }
    }
    if (!record) return { allowed: true, retryAfterSeconds: 0 };
    for (const { rule, entry } of live) {
      entry.hits.push(at);
      entries.set(rule.key, entry);
    }
    return { allowed: true, retryAfterSeconds: 0 };
  };
  return {
    hitAll: (rules) => run(rules, true),
    check: (rules) => run(rules, false),
    size: () => entries.size,
  };
}

/** Redis when the app has one (several instances share the counts), else this process's memory. */
export function attemptLimiterFor(redis: Redis | null): AttemptLimiter {
  return redis ? redisAttemptLimiter(redis) : memoryAttemptLimiter();
}
