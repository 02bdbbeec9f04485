import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { eq } from "drizzle-orm";

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** A new staff account; false when the address got an account in the meantime (nothing written). */
export async function insertStaffUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string },
): Promise<boolean> {
  const created = await db
    .insert(users)
    .values({ ...values, role: "staff" })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created.length > 0;
}
