import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterEach, describe, expect, it } from "vitest";
import { serverLog } from "./server-log";

const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "a-production-secret-of-32-characters!",
  PUBLIC_URL: "https://mithaas.in",
  SMTP_URL: "smtp://127.0.0.1:2525",
  PAYMENTS_SIMULATED_IN_PRODUCTION: "true",
};

/** The app as `npm start` runs it in `env`, logging at info into a string. */
async function appLoggingTo(env: "development" | "production") {
  let written = "";
  const log = serverLog({ env, logLevel: "info" }, { write: (text) => (written += text) });
  const app = await createTestApp({
    seed: false,
    logger: log,
    env: { ...(env === "production" ? production : { NODE_ENV: env }), LOG_LEVEL: "info" },
  });
  await writeFile(join(app.mediaRoot, "box.webp"), "not really a picture");
  return { app, log, lines: () => written.split("\n").filter(Boolean) };
}

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe("the server's log", () => {
  it("in development writes one readable line per request, none for a file served, and no JSON", async () => {
    const { app, log, lines } = await appLoggingTo("development");
    running = app;
    await app.app.inject({ url: "/api/setting/setting/?email=priya@example.com" });
    await app.app.inject({ url: "/media/box.webp" });
    log.warn({ during: "refresh" }, "public cache could not refresh");

    expect(lines()).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}GET \/api\/setting\/setting\/ 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}WARN {2}public cache could not refresh {2}during=refresh$/),
    ]);
    expect(lines().join("\n")).not.toContain("priya");
  });

  it("in development puts an error's stack under its line", async () => {
    let written = "";
    const log = serverLog({ env: "development", logLevel: "info" }, { write: (text) => (written += text) });
    log.error({ err: new Error("boom\nsecond line") }, "unhandled error");
    const [first, ...stack] = written.trimEnd().split("\n");
    expect(first).toMatch(/^\d\d:\d\d:\d\d {2}ERROR {2}unhandled error$/);
    expect(stack[0]).toBe("    Error: boom");
    expect(stack.slice(2).every((line) => line.startsWith("    "))).toBe(true);
  });

  it("in production stays pino's JSON, a line when a request arrives and one when it is answered", async () => {
    const { app, lines } = await appLoggingTo("production");
    running = app;
    await app.app.inject({ url: "/api/setting/setting/" });

    const entries = lines().map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.msg)).toEqual(["incoming request", "request completed"]);
    expect(entries[0].req).toMatchObject({ method: "GET", url: "/api/setting/setting/" });
    expect(entries[1]).toMatchObject({ level: 30, res: { statusCode: 200 } });
  });
});
