import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";

export type ReadMail = {
  file: string;
  headers: { to: string; from: string; subject: string; date: string };
  text: string;
  html: string;
};

/** Reads a raw RFC 822 message (an outbox .eml, or what an SMTP server received). */
export async function parseMail(raw: string | Buffer, file = ""): Promise<ReadMail> {
  const mail = await simpleParser(raw);
  const addresses = (value: typeof mail.to) =>
    Array.isArray(value) ? value.map((v) => v.text).join(", ") : (value?.text ?? "");
  return {
    file,
    headers: {
      to: addresses(mail.to),
      from: mail.from?.text ?? "",
      subject: mail.subject ?? "",
      date: mail.date?.toISOString() ?? "",
    },
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
  };
}

/** The outbox's messages, newest first (file names start with their timestamp). */
export async function readOutbox(dir: string, limit: number, skip: (file: string) => boolean = () => false) {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith(".eml") && !skip(name))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(files.map(async (name) => parseMail(await readFile(join(dir, name)), name)));
}
