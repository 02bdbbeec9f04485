import type { Db } from "@server/db/connect";
import { idempotencyKeys } from "@server/db/schema";
import { and, eq, isNull, lt, sql } from "drizzle-orm";

const t = idempotencyKeys;

export type KeyOwner = { userId: number; key: string; claim: string };

/**
 * Inserts the claim, or takes over a row that is spent (older than `lifetimeHours`) or whose request
 * stopped without an answer (no status after `leaseSeconds`) and is the same request. True when the
 * row now carries this claim.
 */
export async function claimKey(
  db: Db,
  values: { userId: number; key: string; requestHash: string; claim: string },
  limits: { lifetimeHours: number; leaseSeconds: number },
): Promise<boolean> {
  const taken = await db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: {
        requestHash: values.requestHash,
        claim: values.claim,
        claimedAt: sql`now()`,
        createdAt: sql`now()`,
        statusCode: null,
        response: null,
      },
      setWhere: sql`${t.createdAt} < now() - make_interval(hours => ${limits.lifetimeHours})
        or (${t.statusCode} is null and ${t.requestHash} = excluded.request_hash
          and ${t.claimedAt} < now() - make_interval(secs => ${limits.leaseSeconds}))`,
    })
    .returning({ claim: t.claim });
  return taken[0]?.claim === values.claim;
}

export async function findKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.key, key)));
  return row;
}

const ownedBy = (owner: KeyOwner) =>
  and(eq(t.userId, owner.userId), eq(t.key, owner.key), eq(t.claim, owner.claim));

/** Stores the answer on the row this request still owns. */
export async function keepAnswer(db: Db, owner: KeyOwner, status: number, body: unknown): Promise<void> {
  await db.update(t).set({ statusCode: status, response: body }).where(ownedBy(owner));
}

/** Gives the key back (deletes the claim) unless an answer was already kept on it. */
export async function releaseKey(db: Db, owner: KeyOwner): Promise<void> {
  await db.delete(t).where(and(ownedBy(owner), isNull(t.statusCode)));
}

/** Deletes keys created more than `lifetimeHours` ago; answers how many. */
export async function deleteSpentKeys(db: Db, lifetimeHours: number): Promise<number> {
  const gone = await db
    .delete(t)
    .where(lt(t.createdAt, sql`now() - make_interval(hours => ${lifetimeHours})`))
    .returning({ key: t.key });
  return gone.length;
}
