import type { OfferTerms } from "@contract/offer-rules";
import type { Db } from "@server/db/connect";
import { offers } from "@server/db/schema/offers";
import { and, asc, eq, gte, lte } from "drizzle-orm";

export type OfferRow = typeof offers.$inferSelect;

/** Switched-on offers that have not ended yet; which of them are live is decided per request. */
export function currentAndComingOffers(db: Db, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), gte(offers.endDate, now)))
    .orderBy(asc(offers.id));
}

/** Active offers in force now; the pure rules pick the best. */
export async function loadLiveOffers(db: Db, now: Date): Promise<OfferTerms[]> {
  const rows = await db
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), lte(offers.startDate, now), gte(offers.endDate, now)));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    startsAt: row.startDate,
    endsAt: row.endDate,
    minOrderPaise: row.minOrderAmountPaise,
    discountType: row.discountType,
    percentage: row.discountPercentage,
    amountPaise: row.discountAmountPaise,
    maxDiscountPaise: row.maxDiscountAmountPaise,
  }));
}
