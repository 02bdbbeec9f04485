import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { outboxMailer, smtpMailer } from "./mailer";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const message = {
  to: "asha@example.in",
  subject: "Your Mithaas order",
  text: "Namaste Asha, your hamper is on its way.",
};

describe("outboxMailer", () => {
  it("writes each message as an .eml file and logs a line", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mithaas-outbox-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const lines: unknown[] = [];
    await outboxMailer(dir, "Mithaas <care@mithaas.in>", {
      info: (obj: unknown) => void lines.push(obj),
    }).send(message);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(dir, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: asha@example.in");
    expect(eml).toContain("Subject: Your Mithaas order");
    expect(eml).toContain("your hamper is on its way");
    expect(lines).toHaveLength(1);
  });

  it("writes a mail sent again with the same Message-ID once, and keeps other mails apart", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mithaas-outbox-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const mailer = outboxMailer(dir, "Mithaas <care@mithaas.in>", { info: () => {} });
    await mailer.send({ ...message, messageId: "<order-1@outbox.mithaas.in>" });
    await mailer.send({ ...message, messageId: "<order-1@outbox.mithaas.in>" });
    await mailer.send({ ...message, messageId: "<order-2@outbox.mithaas.in>" });
    const files = await readdir(dir);
    expect(files).toHaveLength(2);
    const eml = await readFile(join(dir, files[0] ?? ""), "utf8");
    expect(eml).toMatch(/^Message-ID: <order-[12]@outbox\.mithaas\.in>$/m);
  });

  it("replaces the torn write a killed process left of the same mail, and leaves other mails' alone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mithaas-outbox-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const mailer = outboxMailer(dir, "Mithaas <care@mithaas.in>", { info: () => {} });
    await mailer.send({ ...message, messageId: "<order-1@outbox.mithaas.in>" });
    const [written = ""] = await readdir(dir);
    const suffixOf = (name: string) => name.slice(name.lastIndexOf("-"));
    const tornName = `2026-01-01T00-00-00-000Z${suffixOf(written)}`;
    await rm(join(dir, written));
    await writeFile(join(dir, `${tornName}.part`), "Message-ID: <order-1@outbox.mithaas.in>\nSubj");
    await writeFile(join(dir, "2026-01-01T00-00-00-000Z-0123456789abcdef.eml.part"), "another mail");
    await mailer.send({ ...message, messageId: "<order-1@outbox.mithaas.in>" });
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    expect(files.filter((name) => name.endsWith(".part"))).toEqual([
      "2026-01-01T00-00-00-000Z-0123456789abcdef.eml.part",
    ]);
    expect(await readFile(join(dir, files.find((name) => name.endsWith(".eml")) ?? ""), "utf8")).toContain(
      "your hamper is on its way",
    );
  });
});

describe("smtpMailer", () => {
  it("delivers through the SMTP server named by the URL", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;
    await smtpMailer(`smtp://127.0.0.1:${port}`, "Mithaas <care@mithaas.in>").send({
      ...message,
      messageId: "<order-1@outbox.mithaas.in>",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Message-ID: <order-1@outbox\.mithaas\.in>$/m);
    expect(received[0]).toContain("Subject: Your Mithaas order");
    expect(received[0]).toContain("From: Mithaas <care@mithaas.in>");
  });
});
