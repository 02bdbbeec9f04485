import { useEffect, useMemo, useRef } from "react";
import {
  type BestOffer,
  bestOffer,
  nextOfferHint,
  type OfferHint,
  offerTermsOf,
} from "../../../../contract/offer-rules";
import type { Offer } from "../../../../contract/offers";
import { toast } from "../../lib/toast";
import { fireConfetti } from "./confetti";

export type AutomaticOffer = { best: BestOffer | null; hint: OfferHint | null };

/**
 * Spec §4-§5: the offer giving the largest discount on this subtotal, and the 'Add ₹x more…' hint for
 * the next one within reach (shown when nothing applies yet, or when reaching it would beat the
 * current offer). When the chosen discount grows past the one already applied, confetti fires and
 * '{offer name} applied automatically!' shows.
 */
export function useAutomaticOffer(
  subtotalPaise: number,
  offers: readonly Offer[] | undefined,
): AutomaticOffer {
  const result = useMemo<AutomaticOffer>(() => {
    if (!offers) return { best: null, hint: null };
    const now = new Date();
    const terms = offers.map(offerTermsOf);
    const best = bestOffer(terms, subtotalPaise, now);
    const hint = nextOfferHint(terms, subtotalPaise, now);
    const hintWins =
      hint !== null && bestOffer(terms, hint.offer.minOrderPaise, now)?.offer.id === hint.offer.id;
    return { best, hint: hint && (!best || hintWins) ? hint : null };
  }, [subtotalPaise, offers]);

  const applied = useRef(0);
  const { best } = result;
  useEffect(() => {
    const discount = best?.discountPaise ?? 0;
    if (best && discount > applied.current) {
      fireConfetti();
      toast.success(`${best.offer.name} applied automatically!`, { id: `offer-${best.offer.id}` });
    }
    applied.current = discount;
  }, [best]);

  return result;
}
