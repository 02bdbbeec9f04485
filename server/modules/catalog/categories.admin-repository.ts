import { type AdminPageQuery, pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { categories, products } from "@server/db/schema/catalog";
import { containing } from "@server/platform/search-pattern";
import { asc, count, eq, ilike, sql } from "drizzle-orm";

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Omit<typeof categories.$inferInsert, "id" | "createdAt">;

// Table-qualified by hand: inside a subquery drizzle names columns without their table, and
// "category_id" = "id" would then compare two columns of products.
const productCount = sql<number>`(select count(*)::int from ${products} where ${products}.category_id = ${categories}.id)`;

/** A page of categories in the store's order, each with how many products (hidden ones too) it holds. */
export async function listCategories(db: Db, page: AdminPageQuery & { search?: string }) {
  const where = page.search ? ilike(categories.name, containing(page.search)) : undefined;
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select({ category: categories, productCount })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db
    .select({ category: categories, productCount })
    .from(categories)
    .where(eq(categories.id, id));
  return row ?? null;
}

/** Locked until the transaction ends, so a delete and a product moving in cannot both succeed. */
export async function lockCategory(db: Db, id: number): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for("update");
  return row ?? null;
}

export async function insertCategory(db: Db, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error("category insert returned nothing");
  return row;
}

export async function updateCategory(db: Db, id: number, values: CategoryValues): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function countProductsIn(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.categoryId, id));
  return Number(row?.value ?? 0);
}
