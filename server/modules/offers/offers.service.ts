import { paiseToDecimal } from "@contract/money";
import { isOfferLive, offerTermsOf } from "@contract/offer-rules";
import type { Offer } from "@contract/offers";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { currentAndComingOffers, type OfferRow } from "./offers.repository";

/** For checkout's price of an order: the offers in force now, of which the pure rules pick the best. */
export { loadLiveOffers } from "./offers.repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

export function offerOf(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    is_active: row.isActive,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate.toISOString(),
    min_order_amount: paiseToDecimal(row.minOrderAmountPaise),
    discount_type: row.discountType,
    discount_percentage: row.discountType === "percentage" ? row.discountPercentage : null,
    discount_amount:
      row.discountType === "fixed" && row.discountAmountPaise !== null
        ? paiseToDecimal(row.discountAmountPaise)
        : null,
    max_discount_amount:
      row.maxDiscountAmountPaise === null ? null : paiseToDecimal(row.maxDiscountAmountPaise),
  };
}

type Candidates = { offers: Offer[]; answers: Map<string, CachedJson> };

/**
 * GET /setting/offers/active/: offers live now (product §5 dates, both ends inclusive). The public cache
 * keeps the offers not yet ended; each request picks the live ones at its own instant, so an offer
 * starts and stops on time even within the cache's lifetime, and each distinct answer is serialised once.
 */
export async function activeOffersAnswer(deps: Deps, now = new Date()): Promise<CachedJson> {
  const candidates = await deps.publicCache.get<Candidates>(
    "offers:current",
    async () => ({
      offers: (await currentAndComingOffers(deps.db, new Date())).map(offerOf),
      answers: new Map(),
    }),
    { tags: [cacheTags.offers] },
  );
  const live = candidates.offers.filter((offer) => isOfferLive(offerTermsOf(offer), now));
  const key = live.map((offer) => offer.id).join(",");
  let answer = candidates.answers.get(key);
  if (!answer) {
    answer = cachedJson(live);
    candidates.answers.set(key, answer);
  }
  return answer;
}
