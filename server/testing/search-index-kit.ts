/** Test helpers for the search index (decision 26): what a tsquery finds and what the vocabulary holds. */

import { products } from "@server/db/schema/catalog";
import { searchWords } from "@server/db/schema/catalog-search";
import { asc, sql } from "drizzle-orm";
import type { TestApp } from "./test-app";

/** Ids of the products, hidden ones included, whose search document matches `query` (to_tsquery syntax). */
export async function documentMatches(t: TestApp, query: string): Promise<number[]> {
  const rows = await t.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.searchVector} @@ to_tsquery('simple', ${query})`)
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
}

/** The words typos are corrected towards, in order. */
export async function vocabulary(t: TestApp): Promise<string[]> {
  return (await t.db.select().from(searchWords).orderBy(asc(searchWords.word))).map((row) => row.word);
}
