import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "@server/config";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMailer } from "./mailer";
import { registerOutboxPage } from "./outbox-page";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "mithaas-outbox-page-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the dev outbox page", () => {
  it("shows the mails the outbox holds, escaped, newest first", async () => {
    const mailer = outboxMailer(join(dataDir, "outbox"), "Mithaas <care@mithaas.in>", { info() {} });
    await mailer.send({ to: "first@example.in", subject: "First", text: "one" });
    await mailer.send({ to: "second@example.in", subject: "Second <b>", text: "Your code is 123456" });
    const app = Fastify();
    registerOutboxPage(app, loadConfig({ DATA_DIR: dataDir }));
    const res = await app.inject({ url: "/dev/outbox" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Your code is 123456");
    expect(res.body).toContain("Second &lt;b&gt;");
    expect(res.body.indexOf("second@example.in")).toBeLessThan(res.body.indexOf("first@example.in"));
    await app.close();
  });

  it("does not exist in production or when mail goes to SMTP", async () => {
    for (const env of [
      {
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        AUTH_SECRET: "p".repeat(40),
        PUBLIC_URL: "https://mithaas.in",
        SMTP_URL: "smtp://127.0.0.1:2525",
        PAYMENTS_SIMULATED_IN_PRODUCTION: "true",
      },
      { DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:2525" },
    ]) {
      const app = Fastify();
      registerOutboxPage(app, loadConfig(env));
      expect((await app.inject({ url: "/dev/outbox" })).statusCode).toBe(404);
      await app.close();
    }
  });
});
