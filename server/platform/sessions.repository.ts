import type { Db } from "@server/db/connect";
import { sessions, users } from "@server/db/schema";
import { and, eq, gt, isNull, ne } from "drizzle-orm";

export type Role = (typeof users.$inferSelect)["role"];

/** One query on the unique token-hash index, joined to the user; staff and customers alike. */
export async function findSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      role: users.role,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      startedAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Slides the expiry forward on use. */
export async function touchSession(db: Db, sessionId: number, now: Date, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (sign out everywhere, role change); answers how many ended. */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Sets the role only when it differs; answers whether it did. */
export async function setRoleIfChanged(db: Db, userId: number, role: Role, now: Date): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ role, updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.role, role)))
    .returning({ id: users.id });
  return changed.length > 0;
}
