import type { AddressInfo } from "node:net";
import { loadConfig } from "@server/config";
import type { Database } from "@server/db/connect";
import { parseMail } from "@server/platform/mail-reader";
import { smtpMailer } from "@server/platform/mailer";
import { appInstance } from "@server/testing/app-instance";
import { codeIn, testOutbox } from "@server/testing/outbox";
import { freshDatabase } from "@server/testing/test-database";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const post = (app: Awaited<ReturnType<typeof appInstance>>["app"], url: string, payload: object) =>
  app.inject({ method: "POST", url, payload, remoteAddress: "192.0.2.10" });

describe("sign-in code delivery", () => {
  it("carries the code through a real SMTP server named by SMTP_URL", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, NODE_ENV: "test" });
    const instance = await appInstance({
      db: database.db,
      mailer: smtpMailer(config.smtpUrl ?? "", config.mailFrom),
    });
    try {
      const sent = await post(instance.app, "/api/user/auth/request_otp/", { email: "smtp@example.in" });
      expect(sent.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      const mail = await parseMail(received[0] ?? "");
      expect(mail.headers.to).toBe("smtp@example.in");
      expect(mail.headers.from).toBe(`"Mithaas" <care@mithaas.in>`);
      const verified = await post(instance.app, "/api/user/auth/verify_otp/", {
        email: "smtp@example.in",
        otp: codeIn(mail),
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().token).toEqual(expect.any(String));
    } finally {
      await instance.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("logs code sent, failed, locked and verified, never the code itself", async () => {
    const outbox = await testOutbox();
    const instance = await appInstance({ db: database.db, mailer: outbox.mailer });
    try {
      await post(instance.app, "/api/user/auth/request_otp/", { email: "logged@example.in" });
      const code = await outbox.codeFor("logged@example.in");
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      for (let i = 0; i < 5; i++)
        await post(instance.app, "/api/user/auth/verify_otp/", { email: "logged@example.in", otp: wrong });
      await database.db.execute("update otp_codes set attempts = 0 where email = 'logged@example.in'");
      await post(instance.app, "/api/user/auth/verify_otp/", { email: "logged@example.in", otp: code });

      const events = instance.events().map((record) => record.event);
      expect(events).toEqual([
        "otp_sent",
        "otp_failed",
        "otp_failed",
        "otp_failed",
        "otp_failed",
        "otp_locked",
        "otp_failed",
        "otp_verified",
      ]);
      const all = instance.logLines.join("\n");
      expect(all).not.toContain(code);
      expect(all).not.toContain("logged@example.in");
      expect(all).toContain("lo***@example.in");
    } finally {
      await instance.close();
      await outbox.close();
    }
  });
});
