import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs on embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "not a url" });
    } catch (error) {
      expect((error as Error).message).toContain("PORT");
      expect((error as Error).message).toContain("DATABASE_URL");
    }
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });
});

describe("AUTH_SECRET", () => {
  it("is required in production and must be long enough", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET: required in production/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    const secret = "x".repeat(40);
    expect(loadConfig({ ...razorpayKeys, NODE_ENV: "production", AUTH_SECRET: secret }).authSecret).toBe(
      secret,
    );
  });
});

const razorpayKeys = {
  RAZORPAY_KEY_ID: "rzp_test_AbC123",
  RAZORPAY_KEY_SECRET: "key-secret-123",
  RAZORPAY_WEBHOOK_SECRET: "hook-secret-123",
};

describe("Razorpay keys", () => {
  const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) };

  it("are required in production unless the demo setting says otherwise", () => {
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID: required in production/);
    expect(loadConfig({ ...production, PAYMENTS_SIMULATED_IN_PRODUCTION: "true" }).razorpay).toBeNull();
    expect(loadConfig({ ...production, ...razorpayKeys }).razorpay).toEqual({
      keyId: "rzp_test_AbC123",
      keySecret: "key-secret-123",
      webhookSecret: "hook-secret-123",
      apiBase: "https://api.razorpay.com",
    });
  });

  it("come all three or none, and the API base is configurable", () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_AbC123" })).toThrow(/set all three or none/);
    expect(() => loadConfig({ ...razorpayKeys, RAZORPAY_KEY_ID: "key" })).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({}).razorpay).toBeNull();
    const local = loadConfig({ ...razorpayKeys, RAZORPAY_API_BASE: "http://127.0.0.1:9999/" });
    expect(local.razorpay?.apiBase).toBe("http://127.0.0.1:9999");
  });
});
