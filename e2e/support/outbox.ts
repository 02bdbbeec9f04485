import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { parseMail } from "@server/platform/mail-reader";
import { codeIn } from "@server/testing/outbox";

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
      const mail = await parseMail(await readFile(file.path));
      if (mail.headers.to.toLowerCase() === email.toLowerCase()) return codeIn(mail);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in code for ${email} arrived in ${outboxDir()} within ${timeoutMs} ms`);
}
