import { buildApp } from "@server/app";
import { loadConfig } from "@server/config";
import { openDatabase } from "@server/db/connect";
import { courierProviderFor } from "@server/platform/couriers/choose-courier-provider";
import { unavailableMessage } from "@server/platform/error-handler";
import { paymentGatewayFor } from "@server/platform/payments/choose-gateway";
import { createPublicCache } from "@server/platform/public-cache";
import { localStorage } from "@server/platform/storage";
import { memoryMailer } from "@server/testing/memory-mailer";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testAuthSecret } from "@server/testing/test-secrets";
import { unreachableRedis } from "@server/testing/unreachable-redis";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("answer the load balancer, never cached", async () => {
    const health = await t.app.inject({ url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    const ready = await t.app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("stops being ready once the server starts draining, while still serving", async () => {
    const other = await createTestApp({ seed: false });
    other.app.startDraining();
    expect((await other.app.inject({ url: "/api/ready" })).statusCode).toBe(503);
    expect((await other.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    await other.close();
  });

  it("answers 503 when the database does not answer", async () => {
    const unreachable = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/mithaas" });
    const mediaRoot = "/tmp/mithaas-unreachable";
    const publicCache = await createPublicCache();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: mediaRoot });
    const app = await buildApp(
      {
        config,
        db: unreachable.db,
        mailer: memoryMailer(),
        payments: paymentGatewayFor(config, testAuthSecret),
        couriers: courierProviderFor(config),
        storage: localStorage(mediaRoot),
        redis: null,
        publicCache,
        authSecret: testAuthSecret,
        webRoot: null,
        mediaRoot: null,
        now: () => new Date(),
      },
      { logger: pino({ level: "silent" }) },
    );
    const res = await app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", checks: { database: "down" } });
    expect(res.headers["cache-control"]).toBe("no-store");
    // A shopper's request meanwhile is told to come back, not shown a fault of ours.
    const categories = await app.inject({ url: "/api/products/categories/" });
    expect(categories.statusCode).toBe(503);
    expect(categories.headers["retry-after"]).toBe("30");
    expect(categories.json()).toMatchObject({ message: unavailableMessage });
    await app.close();
    await publicCache.close();
    await unreachable.close();
  });

  it("stays ready, saying it is degraded, while Redis is down: the database is what it cannot serve without", async () => {
    const redis = unreachableRedis();
    const other = await createTestApp({ seed: false, redis });
    const res = await other.app.inject({ url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "degraded", checks: { database: "ok", redis: "down" } });
    await other.close();
    redis.disconnect();
  });
});
