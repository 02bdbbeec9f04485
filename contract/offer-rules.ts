/**
 * The offer rules of product §4-§5, zod-free so the browser can run them: the cart screen and checkout show
 * them, and the server's quote (contract/pricing.ts) computes the truth with the same code.
 */
import { formatInr } from "./money";
import type { Offer } from "./offers";

/** The offer rules in code's own units: paise and instants. Both sides convert the wire shape with `offerTermsOf`. */
export type OfferTerms = {
  id: number;
  name: string;
  isActive: boolean;
  startsAt: Date;
  endsAt: Date;
  minOrderPaise: number;
  discountType: "percentage" | "fixed";
  percentage: number | null;
  amountPaise: number | null;
  maxDiscountPaise: number | null;
};

const paiseOf = (amount: string) => Math.round(Number.parseFloat(amount) * 100);

export function offerTermsOf(wire: Offer): OfferTerms {
  return {
    id: wire.id,
    name: wire.name,
    isActive: wire.is_active,
    startsAt: new Date(wire.start_date),
    endsAt: new Date(wire.end_date),
    minOrderPaise: paiseOf(wire.min_order_amount),
    discountType: wire.discount_type,
    percentage: wire.discount_percentage,
    amountPaise: wire.discount_amount === null ? null : paiseOf(wire.discount_amount),
    maxDiscountPaise: wire.max_discount_amount === null ? null : paiseOf(wire.max_discount_amount),
  };
}

/** Product §5: active, not before its start, not after its end (both ends inclusive). */
export function isOfferLive(terms: OfferTerms, now: Date): boolean {
  const t = now.getTime();
  return terms.isActive && t >= terms.startsAt.getTime() && t <= terms.endsAt.getTime();
}

/**
 * Product §5: the discount an offer gives on a subtotal, 0 when it does not apply. A percentage is
 * subtotal × percentage / 100 rounded down to the paisa, capped by the maximum; a fixed amount never
 * exceeds the subtotal.
 */
export function offerDiscountPaise(terms: OfferTerms, subtotalPaise: number, now: Date): number {
  if (!isOfferLive(terms, now) || subtotalPaise < terms.minOrderPaise || subtotalPaise <= 0) return 0;
  return discountOnPaise(terms, subtotalPaise);
}

/** How a discount is shaped, shared by automatic offers and coupons. */
export type DiscountShape = Pick<
  OfferTerms,
  "discountType" | "percentage" | "amountPaise" | "maxDiscountPaise"
>;

/**
 * The discount a shape gives on an amount: a percentage rounded down to the paisa and capped by the
 * maximum, or a fixed amount; never more than the amount itself.
 */
export function discountOnPaise(shape: DiscountShape, amountPaise: number): number {
  const raw =
    shape.discountType === "percentage"
      ? Math.floor((amountPaise * (shape.percentage ?? 0)) / 100)
      : (shape.amountPaise ?? 0);
  const capped = shape.maxDiscountPaise === null ? raw : Math.min(raw, shape.maxDiscountPaise);
  return Math.max(0, Math.min(capped, amountPaise));
}

export type BestOffer = { offer: OfferTerms; discountPaise: number };

/** Product §4: the offer giving the largest discount; ties go to the lower id, so both sides pick the same one. */
export function bestOffer(offers: readonly OfferTerms[], subtotalPaise: number, now: Date): BestOffer | null {
  let best: BestOffer | null = null;
  for (const candidate of offers) {
    const discountPaise = offerDiscountPaise(candidate, subtotalPaise, now);
    if (discountPaise <= 0) continue;
    if (
      !best ||
      discountPaise > best.discountPaise ||
      (discountPaise === best.discountPaise && candidate.id < best.offer.id)
    ) {
      best = { offer: candidate, discountPaise };
    }
  }
  return best;
}

export type OfferHint = { offer: OfferTerms; shortfallPaise: number; message: string };

/**
 * Product §5 'Add ₹{x} more to get {offer name}': the live offer whose minimum is nearest above the
 * subtotal, or null when none is within reach.
 */
export function nextOfferHint(
  offers: readonly OfferTerms[],
  subtotalPaise: number,
  now: Date,
): OfferHint | null {
  let nearest: OfferTerms | null = null;
  for (const candidate of offers) {
    if (!isOfferLive(candidate, now) || candidate.minOrderPaise <= subtotalPaise) continue;
    if (!nearest || candidate.minOrderPaise < nearest.minOrderPaise) nearest = candidate;
  }
  if (!nearest) return null;
  const shortfallPaise = nearest.minOrderPaise - subtotalPaise;
  return {
    offer: nearest,
    shortfallPaise,
    message: `Add ${formatInr(shortfallPaise)} more to get ${nearest.name}`,
  };
}
