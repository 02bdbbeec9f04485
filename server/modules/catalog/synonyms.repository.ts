import type { Db } from "@server/db/connect";
import { searchSynonyms } from "@server/db/schema/catalog-search";
import { and, arrayOverlaps, asc, eq, ne } from "drizzle-orm";

export type SynonymGroupRow = { id: number; words: string[] };

const columns = { id: searchSynonyms.id, words: searchSynonyms.words };

export function listSynonymGroups(db: Db): Promise<SynonymGroupRow[]> {
  return db.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.id));
}

export async function lockSynonymGroup(db: Db, id: number): Promise<SynonymGroupRow | null> {
  const [row] = await db.select(columns).from(searchSynonyms).where(eq(searchSynonyms.id, id)).for("update");
  return row ?? null;
}

/** Groups other than `exceptId` that hold any of `words`. */
export function groupsWithAnyOf(
  db: Db,
  words: string[],
  exceptId: number | null,
): Promise<SynonymGroupRow[]> {
  const overlap = arrayOverlaps(searchSynonyms.words, words);
  return db
    .select(columns)
    .from(searchSynonyms)
    .where(exceptId === null ? overlap : and(overlap, ne(searchSynonyms.id, exceptId)))
    .orderBy(asc(searchSynonyms.id));
}

export async function insertSynonymGroup(db: Db, words: string[]): Promise<SynonymGroupRow> {
  const [row] = await db.insert(searchSynonyms).values({ words }).returning(columns);
  if (!row) throw new Error("synonym group insert returned nothing");
  return row;
}

export async function updateSynonymGroup(db: Db, id: number, words: string[]): Promise<SynonymGroupRow> {
  const [row] = await db
    .update(searchSynonyms)
    .set({ words, updatedAt: new Date() })
    .where(eq(searchSynonyms.id, id))
    .returning(columns);
  if (!row) throw new Error("synonym group update returned nothing");
  return row;
}

export async function deleteSynonymGroup(db: Db, id: number): Promise<void> {
  await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}
