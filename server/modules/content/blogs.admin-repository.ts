import { type AdminPageQuery, pageWindow } from "@contract/admin/paging";
import type { Db } from "@server/db/connect";
import { blogs } from "@server/db/schema/content";
import { containing } from "@server/platform/search-pattern";
import { and, count, desc, eq, ilike, ne, or, sql } from "drizzle-orm";

export type BlogRow = typeof blogs.$inferSelect;
export type BlogValues = Pick<
  typeof blogs.$inferInsert,
  "slug" | "title" | "metaDescription" | "mainImageKey" | "contentHtml" | "isPublished"
>;

/** A page of every post, drafts too, newest (by its date on the blog) first; `search` matches title or slug. */
export async function listBlogPage(db: Db, search: string, page: AdminPageQuery) {
  const pattern = containing(search);
  const where = search ? or(ilike(blogs.title, pattern), ilike(blogs.slug, pattern)) : undefined;
  const { limit, offset } = pageWindow(page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(blogs).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

export async function findBlog(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(blogs).where(eq(blogs.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Whether another post (not `exceptId`) already has this slug. */
export async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(exceptId === undefined ? eq(blogs.slug, slug) : and(eq(blogs.slug, slug), ne(blogs.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function insertBlog(db: Db, values: BlogValues) {
  const [row] = await db.insert(blogs).values(values).returning();
  if (!row) throw new Error("blog insert returned nothing");
  return row;
}

/** `publish` stamps the publication time: a draft published today is dated today. */
export async function updateBlog(db: Db, id: number, values: BlogValues, publish: boolean) {
  const [row] = await db
    .update(blogs)
    .set({ ...values, updatedAt: sql`now()`, ...(publish ? { publishedAt: sql`now()` } : {}) })
    .where(eq(blogs.id, id))
    .returning();
  if (!row) throw new Error("blog update returned nothing");
  return row;
}

export async function deleteBlog(db: Db, id: number) {
  await db.delete(blogs).where(eq(blogs.id, id));
}
