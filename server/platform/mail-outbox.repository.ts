import type { Db, Tx } from "@server/db/connect";
import { mailOutbox } from "@server/db/schema";
import { and, isNull, lte, notInArray, sql } from "drizzle-orm";

export type OutboxRow = {
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
};

/** A second insert with the same dedupe key changes nothing. */
export async function insertOutboxMail(tx: Tx | Db, row: OutboxRow): Promise<void> {
  await tx.insert(mailOutbox).values(row).onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

/**
 * The next due, unsent mail not in `skipped`, locked FOR UPDATE SKIP LOCKED so another instance's
 * transaction passes it by; undefined when none is due.
 */
export async function claimDueMail(tx: Tx, skipped: number[]) {
  const [mail] = await tx
    .select()
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        skipped.length ? notInArray(mailOutbox.id, skipped) : undefined,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(1)
    .for("update", { skipLocked: true });
  return mail;
}

export async function markMailSent(tx: Tx, id: number): Promise<void> {
  await tx.execute(
    sql`update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${id}`,
  );
}

export async function markMailFailed(
  tx: Tx,
  id: number,
  failure: { attempts: number; error: string; retryInMs: number },
): Promise<void> {
  await tx.execute(sql`
    update mail_outbox set attempts = ${failure.attempts}, last_error = ${failure.error},
      next_attempt_at = now() + (${failure.retryInMs} * interval '1 millisecond')
    where id = ${id}`);
}
