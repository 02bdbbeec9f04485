import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ReadMail, readOutbox } from "@server/platform/mail-reader";
import { outboxMailer } from "@server/platform/mailer";

/** The 6-digit sign-in code in a mail's text part (the only 6-digit number there). */
export function codeIn(mail: ReadMail): string {
  const codes = mail.text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected one 6-digit code in the mail, found ${codes.length}`);
  return codes[0] as string;
}

/** The real outbox mailer writing into a temp folder, and a reader of what it wrote. */
export async function testOutbox() {
  const dir = await mkdtemp(join(tmpdir(), "mithaas-outbox-"));
  const mailer = outboxMailer(dir, "Mithaas <care@mithaas.in>", { info() {} });
  const seen = new Set<string>();
  return {
    dir,
    mailer,
    /** Every mail written since the last call, oldest first. */
    async newMail(): Promise<ReadMail[]> {
      const mails = (await readOutbox(dir, Number.POSITIVE_INFINITY, (name) => seen.has(name))).reverse();
      for (const mail of mails) seen.add(mail.file);
      return mails;
    },
    /** The code of the newest mail to `email` written since the last read. */
    async codeFor(email: string): Promise<string> {
      const mail = (await this.newMail()).filter((m) => m.headers.to === email).at(-1);
      if (!mail) throw new Error(`no new mail to ${email} in the outbox`);
      return codeIn(mail);
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

export type TestOutbox = Awaited<ReturnType<typeof testOutbox>>;
