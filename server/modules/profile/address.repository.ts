import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { addresses } from "@server/db/schema/profile";
import { and, asc, desc, eq, sql } from "drizzle-orm";

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  "fullName" | "phone" | "houseNo" | "street" | "landmark" | "city" | "state" | "pincode"
>;

/** Every read and write names the owner, so another customer's address is simply not found. */
const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

export function listAddresses(db: Db, userId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

export async function findAddress(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(addresses).where(owned(userId, id)).limit(1);
  return row ?? null;
}

/**
 * Locks the customer's row for the rest of the transaction, so two address changes of one customer
 * run one after the other (two "first" addresses cannot both become the default).
 */
export async function lockCustomer(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function addressStats(db: Db, userId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      hasDefault: sql<boolean>`coalesce(bool_or(${addresses.isDefault}), false)`,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId));
  return { count: Number(row?.count ?? 0), hasDefault: row?.hasDefault === true };
}

/** Takes the default away from whichever address has it (done before giving it to another). */
export async function clearDefault(db: Db, userId: number): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

export async function insertAddress(db: Db, values: AddressValues & { userId: number; isDefault: boolean }) {
  const [row] = await db.insert(addresses).values(values).returning();
  if (!row) throw new Error("address insert returned nothing");
  return row;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  values: Partial<AddressValues> & { isDefault?: boolean },
) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(owned(userId, id))
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.delete(addresses).where(owned(userId, id));
}
