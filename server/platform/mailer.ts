import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { maskEmail } from "./mask-email";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The Message-ID header, the same on every attempt to send one mail: a resend after a fault between
   * the hand-over and the commit is then the same message, which mail services and our outbox drop.
   */
  messageId?: string;
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type Logger = Pick<FastifyBaseLogger, "info">;

/** Production mail: hands each message to the SMTP server named by SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The embedded default: each message is rendered to a real .eml file (what SMTP would carry) in the
 * outbox folder and a line is logged, so a developer can read sign-in codes without a mail server.
 */
export function outboxMailer(outboxDir: string, from: string, log: Logger): Mailer {
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      // Named by time, so the newest sort last, and by the Message-ID when it has one, so a resend is found.
      const id = message.messageId
        ? createHash("sha256").update(message.messageId).digest("hex").slice(0, 16)
        : randomBytes(4).toString("hex");
      const suffix = `-${id}.eml`;
      if (message.messageId) {
        const names = await readdir(outboxDir);
        if (names.some((name) => name.endsWith(suffix))) return;
        // A torn write of this very mail by a process killed mid-way: the resend below replaces it.
        await Promise.all(
          names
            .filter((name) => name.endsWith(`${suffix}.part`))
            .map((name) => rm(join(outboxDir, name), { force: true })),
        );
      }
      const info = await render.sendMail({ from, ...message });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}${suffix}`);
      // Written whole or not at all: a process killed mid-write must not leave a torn mail that a resend
      // would then take for the one already written.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      log.info({ to: maskEmail(message.to), subject: message.subject, file }, "mail written to outbox");
    },
  };
}
