import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { outboxMailer } from "../platform/mailer";

export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const end = normalised.indexOf("\n\n");
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: end < 0 ? "" : normalised.slice(end + 2) };
}

/** Reads a raw RFC 822 message (an outbox .eml or what an SMTP server received) into its text and HTML. */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const result: ParsedMail = { headers, text: "", html: "" };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(splitHead) : [{ headers, body }];
  for (const part of parts) {
    const type = part.headers["content-type"] ?? "text/plain";
    const decoded = decodeBody(
      part.body,
      (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase(),
    );
    if (type.startsWith("text/html")) result.html += decoded;
    else if (type.startsWith("text/plain")) result.text += decoded;
  }
  return result;
}

/** The 6-digit sign-in code in a mail's text part (the only 6-digit number there). */
export function codeIn(mail: ParsedMail): string {
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
    async newMail(): Promise<ParsedMail[]> {
      const files = (await readdir(dir)).filter((name) => name.endsWith(".eml") && !seen.has(name)).sort();
      for (const name of files) seen.add(name);
      return Promise.all(files.map(async (name) => parseMail(await readFile(join(dir, name), "utf8"))));
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
