import type { Db } from "@server/db/connect";
import { blogs, categories, products } from "@server/db/schema";
import { and, asc, eq, lte } from "drizzle-orm";

/** Everything a sitemap lists, with the date each last changed. */
export async function listSitemapEntries(db: Db, now: Date) {
  const [categoryRows, productRows, blogRows] = await Promise.all([
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
    db
      .select({ slug: blogs.slug, changedAt: blogs.updatedAt })
      .from(blogs)
      .where(and(eq(blogs.isPublished, true), lte(blogs.publishedAt, now)))
      .orderBy(asc(blogs.id)),
  ]);
  return { categories: categoryRows, products: productRows, blogs: blogRows };
}

export type SitemapEntries = Awaited<ReturnType<typeof listSitemapEntries>>;
