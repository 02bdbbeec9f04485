import type { Db } from "@server/db/connect";
import { deleteCodesExpiredBefore, deleteSessionsEndedBefore } from "./sign-in-housekeeping.repository";

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

/**
 * Forgets sign-ins that can never be used again: sessions that ended (expired or signed out) more
 * than `endedSessionDays` ago, and codes a day past their expiry. Live sessions are never touched.
 */
export async function purgeEndedSignIns(db: Db, now = new Date(), batch = batchSize) {
  const sessionCutoff = new Date(now.getTime() - endedSessionDays * day);
  const codeCutoff = new Date(now.getTime() - spentCodeDays * day);
  return {
    sessions: await deleteSessionsEndedBefore(db, sessionCutoff, batch),
    codes: await deleteCodesExpiredBefore(db, codeCutoff, batch),
  };
}
