import {
  type BestOffer,
  bestOffer,
  nextOfferHint,
  type OfferHint,
  offerTermsOf,
} from "@contract/offer-rules";
import type { Offer } from "@contract/offers";
import { toast } from "@web/lib/toast";
import { useEffect, useMemo } from "react";
import { fireConfetti } from "./confetti";

export type AutomaticOffer = { best: BestOffer | null; hint: OfferHint | null };

/**
 * The discount last applied in this tab, kept across the cart and checkout screens: moving from one to
 * the other, or coming back to the cart, is not a new offer to celebrate. Storage may be refused
 * (private browsing); then each screen celebrates on its own, as before.
 */
const appliedKey = "mithaas:applied-offer-discount";

function celebratedDiscount(): number {
  try {
    return Number(sessionStorage.getItem(appliedKey) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function rememberDiscount(discountPaise: number): void {
  try {
    sessionStorage.setItem(appliedKey, String(discountPaise));
  } catch {
    // Nothing to keep it in: the next screen may celebrate again, which is harmless.
  }
}

/**
 * Product §4-§5: the offer giving the largest discount on this subtotal, and the 'Add ₹x more…' hint for
 * the next one within reach (shown when nothing applies yet, or when reaching it would beat the
 * current offer). When the chosen discount grows past the one already applied in this tab, confetti
 * fires and '{offer name} applied automatically!' shows.
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

  const { best } = result;
  const loaded = offers !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const discount = best?.discountPaise ?? 0;
    if (best && discount > celebratedDiscount()) {
      fireConfetti();
      toast.success(`${best.offer.name} applied automatically!`, { id: `offer-${best.offer.id}` });
    }
    rememberDiscount(discount);
  }, [best, loaded]);

  return result;
}
