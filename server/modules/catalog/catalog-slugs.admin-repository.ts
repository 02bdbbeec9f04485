import type { Db } from "@server/db/connect";
import { categories, products } from "@server/db/schema/catalog";
import { occasions } from "@server/db/schema/catalog-occasions";
import { and, eq, like, ne, or, type SQL } from "drizzle-orm";

const tables = { product: products, category: categories, occasion: occasions } as const;
export type SlugKind = keyof typeof tables;

/** Slugs of `kind` that are `base` or `base-…`, apart from the record `exceptId`. */
export async function slugsLike(
  db: Db,
  kind: SlugKind,
  base: string,
  exceptId: number | null,
): Promise<Set<string>> {
  const table = tables[kind];
  const same: SQL | undefined = or(eq(table.slug, base), like(table.slug, `${base}-%`));
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(exceptId === null ? same : and(same, ne(table.id, exceptId)));
  return new Set(rows.map((row) => row.slug));
}
