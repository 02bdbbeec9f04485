import { createTestApp, type TestApp } from "@server/testing/test-app";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    logger: pino({ level: "info" }, { write: (line: string) => void lines.push(line) }),
  });
});
afterAll(() => t.close());

describe("request logs", () => {
  it("name the path a request asked for, never its query string", async () => {
    await t.app.inject({ method: "GET", url: "/api/health?signature=s3cr3t-link&email=asha%40example.in" });
    const logged = lines.join("\n");
    expect(logged).toContain("/api/health");
    expect(logged).not.toContain("s3cr3t-link");
    expect(logged).not.toContain("asha");
  });
});
