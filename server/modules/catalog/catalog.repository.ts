import type { Db } from "@server/db/connect";
import { categories } from "@server/db/schema";
import { and, asc, eq } from "drizzle-orm";

export function listActiveCategories(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function findActiveCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .limit(1);
  return row ?? null;
}
