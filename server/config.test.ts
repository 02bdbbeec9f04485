import { createHash } from "node:crypto";
import { resolve } from "node:path";
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

describe("database timeouts", () => {
  it("bound PostgreSQL in seconds unless set, in milliseconds", () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 15_000,
      idleInTransactionMs: 30_000,
    });
    const set = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      DATABASE_STATEMENT_TIMEOUT_MS: "8000",
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "20000",
    });
    expect(set.databaseTimeouts).toEqual({
      connectMs: 2_000,
      statementMs: 8_000,
      idleInTransactionMs: 20_000,
    });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "0" })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "5s" })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });
});

const razorpayKeys = {
  RAZORPAY_KEY_ID: "rzp_test_AbC123",
  RAZORPAY_KEY_SECRET: "key-secret-123",
  RAZORPAY_WEBHOOK_SECRET: "hook-secret-123",
};

const productionBase = {
  NODE_ENV: "production",
  AUTH_SECRET: "x".repeat(40),
  PUBLIC_URL: "https://mithaas.in/",
  SMTP_URL: "smtp://mail.example.in:587",
};
const production = { ...productionBase, ...razorpayKeys };

describe("production", () => {
  it("needs AUTH_SECRET, PUBLIC_URL and SMTP_URL, each named when missing", () => {
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    const config = loadConfig(production);
    expect(config.authSecret).toBe(production.AUTH_SECRET);
    expect(config.publicUrl).toBe("https://mithaas.in");
    for (const name of ["AUTH_SECRET", "PUBLIC_URL", "SMTP_URL"] as const) {
      const { [name]: _left, ...rest } = production;
      expect(() => loadConfig(rest)).toThrow(new RegExp(`${name}: required in production`));
    }
  });

  it("outside production falls back to localhost on the configured port", () => {
    expect(loadConfig({ PORT: "3201" }).publicUrl).toBe("http://localhost:3201");
    expect(() => loadConfig({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
  });
});

describe("TRUST_PROXY", () => {
  it("takes a hop count or address ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "fd00::/8",
    ]);
  });

  it("refuses to trust every hop, and says what to give instead", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: "true" would trust every hop.*number of proxies in front/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: "10.0.0.0\/33"/);
    expect(() => loadConfig({ TRUST_PROXY: "lb.internal" })).toThrow(/TRUST_PROXY/);
  });
});

describe("Razorpay keys", () => {
  const production = { ...productionBase };

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

describe("REDIS_PREFIX", () => {
  const sha8 = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 8);

  it("is taken as given when set", () => {
    expect(loadConfig({ REDIS_PREFIX: "shop-a:staging_2.eu" }).redisPrefix).toBe("shop-a:staging_2.eu");
    expect(loadConfig({ REDIS_PREFIX: "p".repeat(64) }).redisPrefix).toBe("p".repeat(64));
  });

  it("refuses a too long or oddly spelt prefix, naming the variable, and takes an empty one as unset", () => {
    for (const bad of ["p".repeat(65), "shop a", "shop/a", "shop*", "mithaas{1}", "दुकान"]) {
      expect(() => loadConfig({ REDIS_PREFIX: bad })).toThrow(/REDIS_PREFIX: must be 1–64 characters/);
    }
    expect(loadConfig({ REDIS_PREFIX: "", DATA_DIR: "/srv/shop" }).redisPrefix).toBe(
      `mithaas:pglite-${sha8("/srv/shop")}`,
    );
  });

  it("defaults to the database's name and a hash of where it lives", () => {
    const url = "postgres://shop:secret@db.internal:5433/mithaas_live?sslmode=require";
    expect(loadConfig({ DATABASE_URL: url }).redisPrefix).toBe(
      `mithaas:mithaas_live-${sha8("db.internal:5433/mithaas_live")}`,
    );
    expect(loadConfig({ DATABASE_URL: "postgres://shop@db.internal/mithaas" }).redisPrefix).toBe(
      `mithaas:mithaas-${sha8("db.internal:5432/mithaas")}`,
    );
  });

  it("keeps stores on different databases apart, and instances of one store together", () => {
    const prefix = (env: Record<string, string>) => loadConfig(env).redisPrefix;
    const live = prefix({ DATABASE_URL: "postgres://shop:one@db.internal:5432/mithaas" });
    expect(prefix({ DATABASE_URL: "postgres://other:two@db.internal:5432/mithaas" })).toBe(live);
    const others = [
      prefix({ DATABASE_URL: "postgres://shop:one@staging.internal:5432/mithaas" }),
      prefix({ DATABASE_URL: "postgres://shop:one@db.internal:5433/mithaas" }),
      prefix({ DATABASE_URL: "postgres://shop:one@db.internal:5432/mithaas_staging" }),
      prefix({ DATA_DIR: "/srv/shop-a" }),
      prefix({ DATA_DIR: "/srv/shop-b" }),
    ];
    expect(new Set([live, ...others]).size).toBe(6);
    expect(prefix({ DATA_DIR: "./data" })).toBe(`mithaas:pglite-${sha8(resolve("./data"))}`);
  });

  it("stays within 64 readable characters for any database name", () => {
    const name = `${"x".repeat(60)}ü shop`;
    const prefix = loadConfig({
      DATABASE_URL: `postgres://db.internal/${encodeURIComponent(name)}`,
    }).redisPrefix;
    expect(prefix).toMatch(/^[A-Za-z0-9:_.-]{1,64}$/);
    expect(prefix).toBe(`mithaas:${"x".repeat(47)}-${sha8(`db.internal:5432/${encodeURIComponent(name)}`)}`);
    expect(loadConfig({ DATABASE_URL: "postgres://db.internal/shop%zz" }).redisPrefix).toMatch(
      /^mithaas:shop_zz-[0-9a-f]{8}$/,
    );
  });
});
