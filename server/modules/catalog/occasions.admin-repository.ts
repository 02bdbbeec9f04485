import type { Db } from "@server/db/connect";
import { occasions, productOccasions } from "@server/db/schema/catalog-occasions";
import { asc, count, eq, sql } from "drizzle-orm";

export type OccasionRow = typeof occasions.$inferSelect;
export type OccasionValues = Pick<
  typeof occasions.$inferInsert,
  "kind" | "slug" | "title" | "description" | "isActive"
>;

const inOrder = [asc(occasions.kind), asc(occasions.position), asc(occasions.id)];

/** Every occasion and recipient with how many products carry it, occasions first, in staff's order. */
export function listAllOccasions(db: Db) {
  return db
    .select({ occasion: occasions, productCount: count(productOccasions.productId) })
    .from(occasions)
    .leftJoin(productOccasions, eq(productOccasions.occasionId, occasions.id))
    .groupBy(occasions.id)
    .orderBy(...inOrder);
}

export async function findOccasion(db: Db, id: number) {
  const [row] = await db
    .select({ occasion: occasions, productCount: count(productOccasions.productId) })
    .from(occasions)
    .leftJoin(productOccasions, eq(productOccasions.occasionId, occasions.id))
    .where(eq(occasions.id, id))
    .groupBy(occasions.id);
  return row ?? null;
}

/** The row, locked until the transaction ends, so two saves of one occasion run one after the other. */
export async function lockOccasion(db: Db, id: number): Promise<OccasionRow | null> {
  const [row] = await db.select().from(occasions).where(eq(occasions.id, id)).for("update");
  return row ?? null;
}

/** Every occasion, locked: a reorder sees the list no one else is changing. */
export function lockAllOccasions(db: Db) {
  return db
    .select()
    .from(occasions)
    .orderBy(...inOrder)
    .for("update");
}

const lastPosition = sql<number>`(select coalesce(max(${occasions.position}), -1) + 1 from ${occasions})`;

/** Appended after the last one, so it shows last in its kind. */
export async function insertOccasion(db: Db, values: OccasionValues): Promise<OccasionRow> {
  const [row] = await db
    .insert(occasions)
    .values({ ...values, position: lastPosition })
    .returning();
  if (!row) throw new Error("occasion insert returned nothing");
  return row;
}

/** `moveLast`: an occasion that changes kind goes to the end of its new kind. */
export async function updateOccasion(db: Db, id: number, values: OccasionValues, moveLast: boolean) {
  await db
    .update(occasions)
    .set({ ...values, ...(moveLast ? { position: lastPosition } : {}), updatedAt: new Date() })
    .where(eq(occasions.id, id));
}

export async function setOccasionPosition(db: Db, id: number, position: number) {
  await db.update(occasions).set({ position }).where(eq(occasions.id, id));
}

/** The products tagged with the occasion, by id. */
export async function productIdsOfOccasion(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ id: productOccasions.productId })
    .from(productOccasions)
    .where(eq(productOccasions.occasionId, id))
    .orderBy(asc(productOccasions.productId));
  return rows.map((row) => row.id);
}

/** Its product links go with it (foreign key cascade). */
export async function deleteOccasion(db: Db, id: number) {
  await db.delete(occasions).where(eq(occasions.id, id));
}
