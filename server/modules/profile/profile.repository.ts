import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";

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
