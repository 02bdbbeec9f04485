import type { Db } from "@server/db/connect";
import { highlightProducts, highlights } from "@server/db/schema/content";
import { asc, eq, inArray, sql } from "drizzle-orm";

export type HighlightRow = typeof highlights.$inferSelect;
export type HighlightValues = Pick<typeof highlights.$inferInsert, "title" | "link" | "isActive">;

export function listAllHighlights(db: Db) {
  return db.select().from(highlights).orderBy(asc(highlights.position), asc(highlights.id));
}

export function lockAllHighlights(db: Db) {
  return db.select().from(highlights).orderBy(asc(highlights.position), asc(highlights.id)).for("update");
}

export async function findHighlight(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(highlights).where(eq(highlights.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Product ids of each highlight, in display order. */
export async function productIdsByHighlight(db: Db, highlightIds: number[]) {
  const byHighlight = new Map<number, number[]>();
  if (highlightIds.length === 0) return byHighlight;
  const rows = await db
    .select()
    .from(highlightProducts)
    .where(inArray(highlightProducts.highlightId, highlightIds))
    .orderBy(asc(highlightProducts.highlightId), asc(highlightProducts.position));
  for (const row of rows) {
    byHighlight.set(row.highlightId, [...(byHighlight.get(row.highlightId) ?? []), row.productId]);
  }
  return byHighlight;
}

export async function insertHighlight(db: Db, values: HighlightValues) {
  const [row] = await db
    .insert(highlights)
    .values({
      ...values,
      position: sql`(select coalesce(max(${highlights.position}), -1) + 1 from ${highlights})`,
    })
    .returning();
  if (!row) throw new Error("highlight insert returned nothing");
  return row;
}

export async function updateHighlight(db: Db, id: number, values: HighlightValues) {
  const [row] = await db.update(highlights).set(values).where(eq(highlights.id, id)).returning();
  if (!row) throw new Error("highlight update returned nothing");
  return row;
}

/** Replaces the highlight's products with these, in this order. */
export async function setHighlightProducts(db: Db, highlightId: number, productIds: number[]) {
  await db.delete(highlightProducts).where(eq(highlightProducts.highlightId, highlightId));
  if (productIds.length === 0) return;
  await db
    .insert(highlightProducts)
    .values(productIds.map((productId, position) => ({ highlightId, productId, position })));
}

export async function setHighlightPosition(db: Db, id: number, position: number) {
  await db.update(highlights).set({ position }).where(eq(highlights.id, id));
}

export async function deleteHighlight(db: Db, id: number) {
  await db.delete(highlights).where(eq(highlights.id, id));
}
