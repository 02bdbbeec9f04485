import type { Db } from "@server/db/connect";
import { offers } from "@server/db/schema";
import { and, asc, eq, gte } from "drizzle-orm";

export type OfferRow = typeof offers.$inferSelect;

/** Switched-on offers that have not ended yet; which of them are live is decided per request. */
export function currentAndComingOffers(db: Db, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), gte(offers.endDate, now)))
    .orderBy(asc(offers.id));
}
