import type { Db } from "@server/db/connect";
import { otpCodes, sessions } from "@server/db/schema/auth";
import { and, inArray, isNotNull, lt, or, type SQL } from "drizzle-orm";

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

/** Sessions that expired, or were signed out, before `cutoff`. */
export function deleteSessionsEndedBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const ended = or(
    lt(sessions.expiresAt, cutoff),
    and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
  );
  return deleteInBatches(db, sessions, ended, batch);
}

export function deleteCodesExpiredBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  return deleteInBatches(db, otpCodes, lt(otpCodes.expiresAt, cutoff), batch);
}
