import { otpCodes } from "@server/db/schema";
import { unavailableMessage } from "@server/platform/error-handler";
import { memoryMailer } from "@server/testing/memory-mailer";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { unreachableRedis } from "@server/testing/unreachable-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** One instance configured with REDIS_URL, while that Redis is down. */
let t: TestApp;
const mailer = memoryMailer();
const redis = unreachableRedis();

beforeAll(async () => {
  t = await createTestApp({ mailer, redis });
});
afterAll(async () => {
  await t.close();
  redis.disconnect();
});

describe("while Redis is down", () => {
  it("pauses sign-in with a 503 to retry, sending no code: its abuse limits cannot be counted", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/request_otp/",
      payload: { email: "shopper@example.com" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json()).toMatchObject({ message: unavailableMessage });
    expect(mailer.sent).toEqual([]);
    expect(await t.db.select().from(otpCodes)).toEqual([]);
  });

  it("keeps the shop open: catalogue reads and rate-limited routes go through without their limits", async () => {
    expect((await t.app.inject({ url: "/api/products/categories/" })).statusCode).toBe(200);
    const delivery = await t.app.inject({
      method: "POST",
      url: "/api/orders/delivery/check-delivery/",
      payload: { pincode: "411001" },
    });
    expect(delivery.statusCode).toBe(200);
    expect(delivery.json()).toMatchObject({ available: true });
  });
});
