import { createHash } from "node:crypto";
import type { Db, Tx } from "@server/db/connect";
import { claimDueMail, insertOutboxMail, markMailFailed, markMailSent } from "./mail-outbox.repository";
import type { Mailer } from "./mailer";

export type OutboxMail = { to: string; subject: string; text: string; html?: string; dedupeKey: string };

/**
 * Writes a mail in the caller's transaction, so it exists exactly when the change it reports commits.
 * A second enqueue with the same dedupe key changes nothing. Background work sends it (sendDueMail).
 */
export async function enqueueMail(tx: Tx | Db, mail: OutboxMail): Promise<void> {
  await insertOutboxMail(tx, {
    dedupeKey: mail.dedupeKey,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
  });
}

/** One Message-ID per outbox row, the same on every attempt (RFC 5322 `<left@right>`). */
export function outboxMessageId(dedupeKey: string): string {
  return `<${createHash("sha256").update(dedupeKey).digest("hex").slice(0, 32)}@outbox.mithaas.in>`;
}

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, … capped at an hour; never given up. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * 60_000);
}

/**
 * Sends every due mail, one row per transaction: the row is claimed with FOR UPDATE SKIP LOCKED, so
 * several instances share the work and none sends a mail another is sending. A failure records the
 * error and schedules the next attempt. Returns how many were sent.
 *
 * At most once per successful commit: a process killed between the SMTP hand-over and the commit sends
 * that one mail again after restart, the only duplicate SMTP without a transaction can allow. Every
 * attempt carries the same Message-ID, so the resend is recognisable as the same mail: the outbox folder
 * keeps one file, and mail services that drop a Message-ID they already delivered show one message.
 */
export async function sendDueMail(
  deps: { db: Db; mailer: Mailer },
  log: { warn(obj: unknown, msg?: string): void },
  limit = 50,
): Promise<number> {
  let sent = 0;
  const skipped: number[] = [];
  for (let i = 0; i < limit; i += 1) {
    const outcome = await deps.db.transaction(async (tx) => {
      const mail = await claimDueMail(tx, skipped);
      if (!mail) return "none" as const;
      try {
        await deps.mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          messageId: outboxMessageId(mail.dedupeKey),
        });
        await markMailSent(tx, mail.id);
        return "sent" as const;
      } catch (error) {
        const failures = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await markMailFailed(tx, mail.id, {
          attempts: failures,
          error: message.slice(0, 500),
          retryInMs: retryDelayMs(failures),
        });
        log.warn(
          { event: "mail.retry_scheduled", mailId: mail.id, attempts: failures },
          "mail not sent; will retry",
        );
        skipped.push(mail.id);
        return "failed" as const;
      }
    });
    if (outcome === "none") break;
    if (outcome === "sent") sent += 1;
  }
  return sent;
}
