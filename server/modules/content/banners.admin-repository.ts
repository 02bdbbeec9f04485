import type { Db } from "@server/db/connect";
import { banners } from "@server/db/schema/content";
import { asc, eq, sql } from "drizzle-orm";

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Pick<
  typeof banners.$inferInsert,
  "imageKey" | "mobileImageKey" | "link" | "alt" | "isActive"
>;

export function listAllBanners(db: Db) {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

/** Every banner, locked until the transaction ends: a reorder sees the list no one else is changing. */
export function lockAllBanners(db: Db) {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id)).for("update");
}

export async function findBanner(db: Db, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Appended after the last banner. */
export async function insertBanner(db: Db, values: BannerValues) {
  const [row] = await db
    .insert(banners)
    .values({
      ...values,
      position: sql`(select coalesce(max(${banners.position}), -1) + 1 from ${banners})`,
    })
    .returning();
  if (!row) throw new Error("banner insert returned nothing");
  return row;
}

export async function updateBanner(db: Db, id: number, values: BannerValues) {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning();
  if (!row) throw new Error("banner update returned nothing");
  return row;
}

export async function setBannerPosition(db: Db, id: number, position: number) {
  await db.update(banners).set({ position }).where(eq(banners.id, id));
}

export async function deleteBanner(db: Db, id: number) {
  await db.delete(banners).where(eq(banners.id, id));
}
