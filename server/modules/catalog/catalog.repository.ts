import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { categories } from "../../db/schema";

export function listActiveCategories(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
}
