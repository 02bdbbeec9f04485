import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/**
 * The server under test has no SMTP_URL, so it writes every mail as an .eml file into
 * `$E2E_DATA_DIR/outbox/` (playwright.config.ts sets E2E_DATA_DIR for the workers).
 */
export function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is not set; run the browser tests through playwright.config.ts");
  return join(dataDir, "outbox");
}

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const text = raw.replace(/\r\n/g, "\n");
  const split = text.indexOf("\n\n");
  const head = split === -1 ? text : text.slice(0, split);
  const body = split === -1 ? "" : text.slice(split + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = part.body
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return part.body;
}

/** The decoded text/plain and text/html parts of a message, walking nested multiparts. */
function textParts(part: Part): { type: string; text: string }[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    return part.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => textParts(parsePart(chunk.replace(/^\n/, ""))));
  }
  return [{ type: type.toLowerCase(), text: decodeBody(part) }];
}

/** The 6-digit code of a sign-in mail: on a line of its own in the text part, else anywhere in the HTML. */
export function codeOf(eml: string): string | null {
  const parts = textParts(parsePart(eml));
  for (const { type, text } of parts) {
    if (!type.startsWith("text/plain")) continue;
    const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1];
    if (code) return code;
  }
  for (const { type, text } of parts) {
    if (!type.startsWith("text/html")) continue;
    const code = /(?:^|[^\d#])(\d{6})(?![\d])/.exec(text.replace(/<[^>]*>/g, " "))?.[1];
    if (code) return code;
  }
  return null;
}

function addressedTo(eml: string, email: string): boolean {
  const to = parsePart(eml).headers.get("to") ?? "";
  return to.toLowerCase().includes(email.toLowerCase());
}

type WaitOptions = {
  /** Only mails written at or after this Date.now() value (take it just before asking for the code). */
  since?: number;
  timeoutMs?: number;
};

/** Waits for the newest mail to `email` (written since `since`) and answers the sign-in code in it. */
export async function waitForCode(email: string, { since = 0, timeoutMs = 15_000 }: WaitOptions = {}) {
  const dir = outboxDir();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
    const files = await Promise.all(
      names.map(async (name) => ({ path: join(dir, name), mtime: (await stat(join(dir, name))).mtimeMs })),
    );
    // mtime has sub-millisecond precision; allow a little slack against Date.now()'s rounding.
    const fresh = files.filter((file) => file.mtime >= since - 5).sort((a, b) => b.mtime - a.mtime);
    for (const file of fresh) {
      const eml = await readFile(file.path, "utf8");
      if (!addressedTo(eml, email)) continue;
      const code = codeOf(eml);
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code for ${email} arrived in ${outboxDir()} within ${timeoutMs} ms`);
}
