import type { Database } from "@server/db/connect";
import { appInstance } from "@server/testing/app-instance";
import { memoryMailer } from "@server/testing/memory-mailer";
import { freshDatabase } from "@server/testing/test-database";
import { testRedis } from "@server/testing/test-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeRequestRules } from "./sign-in-limits";

type Instance = Awaited<ReturnType<typeof appInstance>>;

let database: Database;
let redis: Awaited<ReturnType<typeof testRedis>>;
let a: Instance;
let b: Instance;
const mailer = memoryMailer();

/** Two server instances on one database, each with its own connection to one Redis, like two processes. */
beforeAll(async () => {
  redis = await testRedis();
  database = await freshDatabase();
  a = await appInstance({ db: database.db, mailer, redis: await redis.client() });
  b = await appInstance({ db: database.db, mailer, redis: await redis.client() });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
  await redis?.close();
});

let ipCounter = 0;
const requestCode = (instance: Instance, email: string, remoteAddress = `203.0.113.${++ipCounter}`) =>
  instance.app.inject({
    method: "POST",
    url: "/api/user/auth/request_otp/",
    payload: { email },
    remoteAddress,
  });

/** The 30-second cooldown lapsing, without the wait: its key is dropped from Redis. */
async function cooldownPasses(email: string, ip: string) {
  const [cooldownRule] = codeRequestRules(email, ip);
  await (await redis.client()).del(`limit:${cooldownRule?.key}`);
}

describe("sign-in limits with two instances sharing Redis", () => {
  it("holds the resend cooldown across instances", async () => {
    expect((await requestCode(a, "shared-cooldown@example.in", "203.0.113.1")).statusCode).toBe(200);
    const res = await requestCode(b, "shared-cooldown@example.in", "203.0.113.1");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^We just sent you a code\. Please wait \d+ seconds? before asking for another one\.$/,
    );
  });

  it("holds the 5-codes-an-hour limit per address and client across instances", async () => {
    const email = "shared-hourly@example.in";
    const ip = "203.0.113.2";
    for (let i = 0; i < 5; i++) {
      const res = await requestCode(i % 2 === 0 ? a : b, email, ip);
      expect(res.statusCode).toBe(200);
      await cooldownPasses(email, ip);
    }
    for (const instance of [a, b]) {
      const res = await requestCode(instance, email, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Too many codes have been sent to this email\. Please try again in \d+ minutes\.$/,
      );
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(3500);
    }
    expect(mailer.sent.filter((mail) => mail.to === email)).toHaveLength(5);
    expect((await requestCode(b, email, "203.0.113.3")).statusCode).toBe(200);
  });

  it("holds the 15-codes-an-hour limit per address across instances, whatever the client", async () => {
    const email = "shared-address@example.in";
    for (let i = 0; i < 15; i++) {
      expect((await requestCode(i % 2 === 0 ? a : b, email, `203.0.113.${100 + i}`)).statusCode).toBe(200);
    }
    const res = await requestCode(a, email, "203.0.113.200");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many codes have been sent to this email\./);
  });

  it("holds the 30-codes-an-hour limit per client IP across instances", async () => {
    const ip = "198.51.100.30";
    for (let i = 0; i < 30; i++) {
      expect((await requestCode(i % 2 === 0 ? a : b, `network-${i}@example.in`, ip)).statusCode).toBe(200);
    }
    for (const instance of [a, b]) {
      const res = await requestCode(instance, "network-30@example.in", ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Too many sign-in attempts from your network\. Please try again in \d+ minutes\.$/,
      );
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(3500);
    }
    expect((await requestCode(b, "network-30@example.in")).statusCode).toBe(200);
  });
});
