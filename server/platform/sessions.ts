import type { Db } from "@server/db/connect";
import { type Role, revokeAllSessions, setRoleIfChanged } from "./sessions.repository";

/** Modules reach sessions through this file, never its repository. */
export { revokeAllSessions };

const dayMs = 24 * 60 * 60 * 1000;

/** A session ends after 30 days without use; each use (noted at most hourly) starts the 30 days again. */
export const sessionIdleMs = 30 * dayMs;

/**
 * However often it is used, a session ends this long after sign-in, so a stolen token does not live
 * for ever. Staff tokens can refund orders and change prices, so theirs last one working day.
 */
export function sessionLifetimeMs(role: Role): number {
  switch (role) {
    case "staff":
      return 12 * 60 * 60 * 1000;
    case "customer":
      return 90 * dayMs;
  }
}

/**
 * Gives a user a new role and, when it really changes, ends all their sessions in the same
 * transaction: a token issued under the old role must not carry on under the new one.
 */
export async function changeRole(db: Db, userId: number, role: Role, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await setRoleIfChanged(tx, userId, role, now))) return false;
    await revokeAllSessions(tx, userId, now);
    return true;
  });
}
