import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { eq } from "drizzle-orm";

export async function updateUserProfile(
  db: Db,
  userId: number,
  values: { firstName: string; lastName: string; phone: string },
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
