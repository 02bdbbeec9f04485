import { testRedis } from "@server/testing/test-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AttemptLimiter,
  cooldown,
  hit,
  memoryAttemptLimiter,
  redisAttemptLimiter,
} from "./attempt-limits";

describe("memoryAttemptLimiter", () => {
  let clock = 1_000_000;
  const limiter = memoryAttemptLimiter(() => clock);

  it("allows `limit` hits in any window, then says when the oldest ages out", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await hit(limiter, "a", 3, 60)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      clock += 10_000;
    }
    expect(await hit(limiter, "a", 3, 60)).toEqual({ allowed: false, retryAfterSeconds: 30, blockedBy: 0 });
    clock += 30_000;
    expect((await hit(limiter, "a", 3, 60)).allowed).toBe(true);
    expect((await hit(limiter, "a", 3, 60)).allowed).toBe(false);
  });

  it("counts nothing when any rule refuses, and names the rule that did", async () => {
    expect((await cooldown(limiter, "cool", 30)).allowed).toBe(true);
    const refused = await limiter.hitAll([
      { key: "wide", limit: 5, windowSeconds: 60 },
      { key: "cool", limit: 1, windowSeconds: 30 },
    ]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 30, blockedBy: 1 });
    for (let i = 0; i < 5; i++) expect((await hit(limiter, "wide", 5, 60)).allowed).toBe(true);
  });

  it("forgets keys whose hits have all aged out", async () => {
    const fresh = memoryAttemptLimiter(() => clock);
    for (let i = 0; i < 100; i++) await hit(fresh, `k${i}`, 1, 30);
    expect(fresh.size()).toBe(100);
    clock += 61_000;
    await hit(fresh, "later", 1, 30);
    expect(fresh.size()).toBe(1);
  });

  it("checks without counting", async () => {
    await checksWithoutCounting(memoryAttemptLimiter(() => clock));
  });
});

describe("redisAttemptLimiter", () => {
  let redis: Awaited<ReturnType<typeof testRedis>>;
  let limiter: AttemptLimiter;
  beforeAll(async () => {
    redis = await testRedis();
    limiter = redisAttemptLimiter(await redis.client());
  });
  afterAll(() => redis?.close());

  it("allows `limit` hits per window, refuses the next with a wait, and lets it through once the window slides", async () => {
    expect(await hit(limiter, "slide", 2, 1)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await hit(limiter, "slide", 2, 1)).allowed).toBe(true);
    expect(await hit(limiter, "slide", 2, 1)).toEqual({ allowed: false, retryAfterSeconds: 1, blockedBy: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hit(limiter, "slide", 2, 1)).allowed).toBe(true);
  });

  it("is all or nothing across rules, and keeps its keys under the connection's prefix with an expiry", async () => {
    expect((await cooldown(limiter, "cool", 30)).allowed).toBe(true);
    const refused = await limiter.hitAll([
      { key: "hourly", limit: 5, windowSeconds: 3600 },
      { key: "cool", limit: 1, windowSeconds: 30 },
    ]);
    expect(refused.allowed).toBe(false);
    expect(refused).toMatchObject({ blockedBy: 1 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(28);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    const keys = await redis.keys();
    expect(keys).toContain(`${redis.keyPrefix}limit:cool`);
    expect(keys).not.toContain(`${redis.keyPrefix}limit:hourly`);
  });

  it("lets exactly `limit` of many simultaneous hits through", async () => {
    const other = redisAttemptLimiter(await redis.client());
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => hit(i % 2 ? limiter : other, "burst", 7, 60)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });

  it("checks without counting", async () => {
    await checksWithoutCounting(limiter);
  });
});

/** `check` answers as `hitAll` would but records nothing. */
async function checksWithoutCounting(limiter: AttemptLimiter) {
  const rule = { key: "checked", limit: 2, windowSeconds: 60 };
  for (let i = 0; i < 5; i++) expect((await limiter.check([rule])).allowed).toBe(true);
  await limiter.hitAll([rule]);
  await limiter.hitAll([rule]);
  expect(await limiter.check([rule])).toMatchObject({ allowed: false, blockedBy: 0 });
}
