import { otpMaxAttempts } from "@contract/account-rules";
import type { Db } from "@server/db/connect";
import { otpCodes, sessions, users } from "@server/db/schema/auth";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";

const day = 24 * 60 * 60 * 1000;

/**
 * Stores a new code for an address and voids every older one (they count as consumed), in one
 * transaction so an address never has two live codes. Rows a day past expiry are cleared on the way.
 */
export async function replaceActiveCode(
  db: Db,
  values: { email: string; codeHash: string; expiresAt: Date; requestIp: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: values.now })
      .where(and(eq(otpCodes.email, values.email), isNull(otpCodes.consumedAt)));
    await tx
      .delete(otpCodes)
      .where(
        and(eq(otpCodes.email, values.email), lt(otpCodes.expiresAt, new Date(values.now.getTime() - day))),
      );
    await tx.insert(otpCodes).values({
      email: values.email,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      requestIp: values.requestIp,
    });
  });
}

/** The address's live code: the newest one neither used nor replaced (it may have expired). */
export async function findActiveCode(db: Db, email: string) {
  const [row] = await db
    .select({ id: otpCodes.id, attempts: otpCodes.attempts, expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), isNull(otpCodes.consumedAt)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Spends one of the code's tries before the guess is compared, in one conditional UPDATE, so concurrent
 * guesses cannot get more than five comparisons between them. Null when the code is used, replaced,
 * expired or out of tries.
 */
export async function claimAttempt(db: Db, id: number, now: Date) {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, otpMaxAttempts),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: otpCodes.attempts, codeHash: otpCodes.codeHash });
  return row ?? null;
}

/**
 * Marks the code used. Only one caller can win: the row lock makes concurrent UPDATEs wait, and they
 * then find consumed_at set and match nothing.
 */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

export async function findOrCreateUser(db: Db, email: string) {
  const [created] = await db.insert(users).values({ email }).onConflictDoNothing().returning();
  if (created) return { user: created, isNew: true };
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!existing) throw new Error("user vanished between insert and select");
  return { user: existing, isNew: false };
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: Db, userId: number, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Sets the phone, and each name that is given and not empty (a blank field keeps the name known). */
export async function updatePhone(
  db: Db,
  userId: number,
  phone: string,
  names: { firstName?: string; lastName?: string } = {},
) {
  const [row] = await db
    .update(users)
    .set({
      phone,
      ...(names.firstName ? { firstName: names.firstName } : {}),
      ...(names.lastName ? { lastName: names.lastName } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
