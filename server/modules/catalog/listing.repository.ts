import type { ProductSort } from "@contract/catalog-rules";
import type { Db } from "@server/db/connect";
import { products } from "@server/db/schema/catalog";
import { containing } from "@server/platform/search-pattern";
import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";

/** The price the shopper pays: the discounted one when there is one. */
const paidPrice = sql<number>`coalesce(${products.discountedPricePaise}, ${products.pricePaise})`;

const orderings: Record<ProductSort, SQL[]> = {
  "-created_at": [desc(products.createdAt), desc(products.id)],
  price_low: [asc(paidPrice), asc(products.id)],
  price_high: [desc(paidPrice), asc(products.id)],
};

/**
 * Active products of a category whose name or description contains every word (any case, any part
 * of a word). A plain ILIKE scan: the category index narrows the rows first and a category holds
 * tens to hundreds of products, so a trigram index (an extension PGlite lacks) would not pay off.
 */
function matching(categoryId: number, words: string[]) {
  return and(
    eq(products.categoryId, categoryId),
    eq(products.isActive, true),
    ...words.map((word) => {
      const pattern = containing(word);
      return or(ilike(products.name, pattern), ilike(products.description, pattern));
    }),
  );
}

export async function countCategoryProducts(db: Db, categoryId: number, words: string[]): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(matching(categoryId, words));
  return Number(row?.count ?? 0);
}

export function listCategoryProducts(
  db: Db,
  categoryId: number,
  words: string[],
  sort: ProductSort,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(products)
    .where(matching(categoryId, words))
    .orderBy(...orderings[sort])
    .limit(page.limit)
    .offset(page.offset);
}
