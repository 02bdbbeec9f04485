import type { Mailer, MailMessage } from "@server/platform/mailer";

/** Keeps sent mail in a list so a test can read it. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; failNext: boolean } {
  const mailer = {
    sent: [] as MailMessage[],
    failNext: false,
    async send(message: MailMessage) {
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new Error("simulated SMTP failure");
      }
      mailer.sent.push(message);
    },
  };
  return mailer;
}
