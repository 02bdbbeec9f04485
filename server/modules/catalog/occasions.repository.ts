import type { Db } from "@server/db/connect";
import { occasions } from "@server/db/schema/catalog-occasions";
import { asc, eq } from "drizzle-orm";

/** Shown occasions, then shown recipients, each kind in staff's order. */
export function listActiveOccasions(db: Db) {
  return db
    .select({
      slug: occasions.slug,
      title: occasions.title,
      kind: occasions.kind,
      description: occasions.description,
    })
    .from(occasions)
    .where(eq(occasions.isActive, true))
    .orderBy(asc(occasions.kind), asc(occasions.position), asc(occasions.id));
}

/** Shown occasions' pages with the date each last changed, for the sitemap. */
export function listOccasionPages(db: Db) {
  return db
    .select({ slug: occasions.slug, changedAt: occasions.updatedAt })
    .from(occasions)
    .where(eq(occasions.isActive, true))
    .orderBy(asc(occasions.kind), asc(occasions.position), asc(occasions.id));
}
