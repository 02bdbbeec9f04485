import type { PolicyKey } from "@contract/content";
import type { Db } from "@server/db/connect";
import { policies } from "@server/db/schema/content";
import { sql } from "drizzle-orm";

export function listPolicies(db: Db) {
  return db.select({ key: policies.key, updatedAt: policies.updatedAt }).from(policies);
}

/** Writes a policy's HTML whether or not it had a row yet (a fresh store may lack some). */
export async function upsertPolicy(db: Db, key: PolicyKey, contentHtml: string) {
  const [row] = await db
    .insert(policies)
    .values({ key, contentHtml })
    .onConflictDoUpdate({ target: policies.key, set: { contentHtml, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("policy upsert returned nothing");
  return row;
}
