import type { Db } from "@server/db/connect";
import { categories, products } from "@server/db/schema/catalog";
import { and, asc, count, eq, lte } from "drizzle-orm";

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

/** The catalogue's public pages with the date each last changed, for the sitemap. */
export async function listCatalogPages(db: Db) {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({ id: categories.id, changedAt: categories.createdAt })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: products.id, changedAt: products.updatedAt })
      .from(products)
      // Every product page that answers 200 is listed: the page depends on the product alone.
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id)),
  ]);
  return { categories: categoryRows, products: productRows };
}

/** Products on sale with `threshold` or fewer left, sold-out ones included. */
export async function countLowStock(db: Db, threshold: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.isActive, true), lte(products.stock, threshold)));
  return Number(row?.value ?? 0);
}
