import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { offers } from "../../db/schema";

export type OfferRow = typeof offers.$inferSelect;

/** Switched-on offers that have not ended yet; which of them are live is decided per request. */
export function currentAndComingOffers(db: Db, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), gte(offers.endDate, now)))
    .orderBy(asc(offers.id));
}
