import type { Db } from "@server/db/connect";
import { addresses } from "@server/db/schema";
import { and, eq } from "drizzle-orm";

/** One of the customer's own saved addresses, read in the caller's transaction; null for anyone else's. */
export async function findOwnAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return row ?? null;
}
