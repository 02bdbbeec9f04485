import { type AdminProductQuery, type AdminProductSort, lowStockThreshold } from "@contract/admin/catalog";
import { pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { categories, productColumns, products } from "@server/db/schema/catalog";
import { containing } from "@server/platform/search-pattern";
import { and, asc, count, desc, eq, ilike, lte, type SQL } from "drizzle-orm";

const orderings: Record<AdminProductSort, SQL[]> = {
  "-created_at": [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  price: [asc(products.pricePaise), asc(products.id)],
  "-price": [desc(products.pricePaise), desc(products.id)],
  stock: [asc(products.stock), asc(products.id)],
  "-stock": [desc(products.stock), desc(products.id)],
};

function filters(query: AdminProductQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const words = (query.search ?? "").split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) conditions.push(ilike(products.name, containing(word)));
  if (query.category !== undefined) conditions.push(eq(products.categoryId, query.category));
  if (query.status) conditions.push(eq(products.isActive, query.status === "published"));
  if (query.low_stock === "true") conditions.push(lte(products.stock, lowStockThreshold));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of products, published and hidden, with their category's name. */
export async function listAdminProducts(db: Db, query: AdminProductQuery) {
  const where = filters(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: productColumns, category: { id: categories.id, name: categories.name } })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}
