import { join } from "node:path";
import type { Config } from "@server/config";
import type { FastifyInstance } from "fastify";
import { readOutbox } from "./mail-reader";
import { neverStore } from "./personal-answers";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * GET /dev/outbox: the newest mails the outbox mailer wrote, so a developer can read sign-in codes in a
 * browser. Only where mail goes to the outbox and never in production (it would show anyone's codes).
 */
export function registerOutboxPage(app: FastifyInstance, config: Config): void {
  if (config.env === "production" || config.smtpUrl) return;
  const dir = join(config.dataDir, "outbox");
  app.get("/dev/outbox", async (_request, reply) => {
    const mails = await readOutbox(dir, 30);
    const items = mails
      .map(
        (mail) => `<article><h2>${escapeHtml(mail.headers.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.headers.to)} · ${escapeHtml(mail.headers.date)} · ${escapeHtml(mail.file)}</p>
<pre>${escapeHtml(mail.text)}</pre></article>`,
      )
      .join("\n");
    return neverStore(reply)
      .type("text/html; charset=utf-8")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · Mithaas (dev)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#3b1f14;background:#fffaf3}
article{background:#fff;border:1px solid #eadfce;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
h2{margin:0;font-size:1.05rem}.meta{color:#8a6a55;font-size:.85rem;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Outbox</h1><p>Mail written to <code>${escapeHtml(dir)}</code> instead of being sent (no <code>SMTP_URL</code> set). Newest first.</p>
${items || "<p>No mail yet.</p>"}</body></html>`);
  });
}
