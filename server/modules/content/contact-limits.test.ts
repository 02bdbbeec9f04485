import { appInstance } from "@server/testing/app-instance";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testRedis } from "@server/testing/test-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Two instances of the app on one database, their rate limits kept in one Redis, like two processes. */
let redis: Awaited<ReturnType<typeof testRedis>>;
let a: TestApp;
let b: Awaited<ReturnType<typeof appInstance>>;
beforeAll(async () => {
  redis = await testRedis();
  a = await createTestApp({ seed: false, redis: await redis.client() });
  b = await appInstance({ db: a.db, mailer: a.mailer, redis: await redis.client() });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.close();
});

const visitor = {
  name: "Kabir Shah",
  email: "kabir@example.in",
  phone: "9876543210",
  message: "Is the Diwali hamper available in Nashik?",
};
const send = (app: TestApp["app"], remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/setting/contact/", payload: visitor, remoteAddress });

describe("contact limit with two instances sharing Redis", () => {
  it("counts one address's messages on both instances, for ten minutes, and lifts when the window ends", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 5; i++) expect((await send(i % 2 === 0 ? a.app : b.app, ip)).statusCode).toBe(201);
    for (const app of [a.app, b.app]) {
      const limited = await send(app, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Too many requests\. Please try again in (59\d|600) seconds\.$/,
      );
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
    }
    expect((await send(b.app, "198.51.100.78")).statusCode).toBe(201);

    const [key, ...others] = (await redis.keys()).filter((name) => name.endsWith(`contact/-${ip}`));
    expect(others).toEqual([]);
    const client = await redis.client();
    const name = (key ?? "").slice(redis.keyPrefix.length);
    expect(await client.pttl(name)).toBeGreaterThan(590_000);
    expect(await client.pttl(name)).toBeLessThanOrEqual(600_000);

    // The window ending, without the ten-minute wait: Redis drops the counter when its time is up.
    await client.pexpire(name, 1);
    while ((await client.exists(name)) === 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await send(b.app, ip)).statusCode).toBe(201);
    expect((await send(a.app, ip)).statusCode).toBe(201);
  });
});
