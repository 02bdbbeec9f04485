import type { Db } from "@server/db/connect";
import { otpCodes, sessions } from "@server/db/schema";
import { and, inArray, isNotNull, lt, or, type SQL } from "drizzle-orm";

const day = 24 * 60 * 60 * 1000;

/**
 * How long a signed-out or expired session is kept: long enough to answer a shopper's "was that me?"
 * from its IP and browser, not so long that the shop hoards both for people who left years ago.
 */
export const endedSessionDays = 30;
/** A sign-in code is worth nothing a day after it expired (request_otp clears these too, per address). */
const spentCodeDays = 1;
/** Rows deleted per statement, so a first run on a large table never holds its locks for long. */
const batchSize = 1_000;

/** Deletes rows matching `where`, a batch per statement, until none are left; returns how many. */
async function deleteInBatches(
  db: Db,
  table: typeof sessions | typeof otpCodes,
  where: SQL | undefined,
  batch: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const chosen = db.select({ id: table.id }).from(table).where(where).limit(batch);
    const gone = await db.delete(table).where(inArray(table.id, chosen)).returning({ id: table.id });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}

/**
 * Forgets sign-ins that can never be used again: sessions that ended (expired or signed out) more
 * than `endedSessionDays` ago, and codes a day past their expiry. Live sessions are never touched.
 */
export async function purgeEndedSignIns(db: Db, now = new Date(), batch = batchSize) {
  const sessionCutoff = new Date(now.getTime() - endedSessionDays * day);
  const codeCutoff = new Date(now.getTime() - spentCodeDays * day);
  const endedSessions = or(
    lt(sessions.expiresAt, sessionCutoff),
    and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
  );
  return {
    sessions: await deleteInBatches(db, sessions, endedSessions, batch),
    codes: await deleteInBatches(db, otpCodes, lt(otpCodes.expiresAt, codeCutoff), batch),
  };
}
