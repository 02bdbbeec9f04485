import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
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
      const info = await render.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = join(outboxDir, name);
      await writeFile(file, info.message as Buffer);
      log.info({ to: maskEmail(message.to), subject: message.subject, file }, "mail written to outbox");
    },
  };
}
