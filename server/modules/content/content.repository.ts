import type { PolicyKey } from "@contract/content";
import type { Db } from "@server/db/connect";
import {
  banners,
  blogs,
  contactMessages,
  highlightProducts,
  highlights,
  policies,
  storeSettings,
} from "@server/db/schema/content";
import { and, asc, desc, eq, lte, sql } from "drizzle-orm";

export type SettingsRow = typeof storeSettings.$inferSelect;

export async function findStoreSettings(db: Db) {
  const [row] = await db.select().from(storeSettings).limit(1);
  return row ?? null;
}

export function listActiveBanners(db: Db) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** Active highlights with their product ids in display order. */
export async function listActiveHighlights(db: Db) {
  const rows = await db
    .select({
      id: highlights.id,
      title: highlights.title,
      link: highlights.link,
      productId: highlightProducts.productId,
    })
    .from(highlights)
    .leftJoin(highlightProducts, eq(highlightProducts.highlightId, highlights.id))
    .where(eq(highlights.isActive, true))
    .orderBy(asc(highlights.position), asc(highlights.id), asc(highlightProducts.position));
  const byId = new Map<number, { id: number; title: string; link: string; productIds: number[] }>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { id: row.id, title: row.title, link: row.link, productIds: [] };
    if (row.productId !== null) entry.productIds.push(row.productId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

export async function findPolicy(db: Db, key: PolicyKey) {
  const [row] = await db.select().from(policies).where(eq(policies.key, key)).limit(1);
  return row ?? null;
}

const published = (now: Date) => and(eq(blogs.isPublished, true), lte(blogs.publishedAt, now));

export function listPublishedBlogs(db: Db, now: Date) {
  return db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      title: blogs.title,
      metaDescription: blogs.metaDescription,
      mainImageKey: blogs.mainImageKey,
      publishedAt: blogs.publishedAt,
    })
    .from(blogs)
    .where(published(now))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
}

export async function findPublishedBlog(db: Db, slug: string, now: Date) {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), published(now)))
    .limit(1);
  return row ?? null;
}

export async function insertContactMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}

/** The single settings row, made on first save if the store started without one. */
export async function upsertStoreSettings(db: Db, values: { supportEmail: string; supportPhone: string }) {
  const [row] = await db
    .insert(storeSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: storeSettings.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error("store settings upsert returned nothing");
  return row;
}

/** Published posts' slugs with the date each last changed, for the sitemap. */
export function listBlogPages(db: Db, now: Date) {
  return db
    .select({ slug: blogs.slug, changedAt: blogs.updatedAt })
    .from(blogs)
    .where(published(now))
    .orderBy(asc(blogs.id));
}
