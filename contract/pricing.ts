/**
 * The one quote of an order (DESIGN.md "Rules that hold everywhere"): checkout shows it, create_order
 * recomputes it on the server and refuses amounts that differ. Zod-free so the browser can run it; money
 * is integer paise. Stacking and rounding: docs/decisions/0010-quote-stacking-and-rounding.md.
 */
import type { CouponWire } from "./coupons";
import type { ShippingOption } from "./delivery";
import { toPaise } from "./money";
import { bestOffer, discountOnPaise, type OfferTerms } from "./offer-rules";
import { type ShippingTerms, shippingChargePaise } from "./shipping";

/** A coupon's rules in code's units; usage limits are the server's business and not part of the price. */
export type CouponTerms = {
  id: number;
  code: string;
  isActive: boolean;
  startsAt: Date;
  endsAt: Date;
  minOrderPaise: number;
  discountType: "percentage" | "fixed";
  percentage: number | null;
  amountPaise: number | null;
  maxDiscountPaise: number | null;
};

/** Why a coupon gives nothing on this order, or null when it applies. */
export type CouponProblem = "inactive" | "not_started" | "expired" | "below_minimum";

export function couponProblem(terms: CouponTerms, subtotalPaise: number, now: Date): CouponProblem | null {
  const t = now.getTime();
  if (!terms.isActive) return "inactive";
  if (t < terms.startsAt.getTime()) return "not_started";
  if (t > terms.endsAt.getTime()) return "expired";
  if (subtotalPaise < terms.minOrderPaise || subtotalPaise <= 0) return "below_minimum";
  return null;
}

/**
 * The coupon's discount: its minimum is checked against the subtotal, and it is taken off what is left
 * after the automatic offer (a percentage of that remainder, rounded down to the paisa and capped; a
 * fixed amount never more than the remainder), so offer and coupon together never exceed the subtotal.
 */
export function couponDiscountPaise(
  terms: CouponTerms,
  subtotalPaise: number,
  offerDiscountPaise: number,
  now: Date,
): number {
  if (couponProblem(terms, subtotalPaise, now) !== null) return 0;
  return discountOnPaise(terms, Math.max(0, subtotalPaise - offerDiscountPaise));
}

export type QuoteLine = { unitPricePaise: number; quantity: number };

export type QuoteInput = {
  lines: readonly QuoteLine[];
  /** Offers the shopper could get; the best live one applies by itself. */
  offers: readonly OfferTerms[];
  /** The coupon the shopper applied, if any. */
  coupon: CouponTerms | null;
  /** The chosen method's terms in the zone of the delivery pincode; null before a method is chosen. */
  shipping: ShippingTerms | null;
  /** The hand-delivery slot's fee (midnight, fixed time); never made free by the free-shipping value. */
  slotFeePaise?: number;
  now: Date;
};

export type Quote = {
  subtotalPaise: number;
  offer: { id: number; name: string; discountPaise: number } | null;
  coupon: { id: number; code: string; discountPaise: number } | null;
  /** Offer plus coupon: the single "Discount" line and create_order's `discount_amount`. */
  discountPaise: number;
  shippingPaise: number;
  /** Shipping would cost something but the subtotal reaches the free-shipping value. */
  shippingFree: boolean;
  slotFeePaise: number;
  /** Whole rupees in paise: what the gateway charges and create_order's `total_amount`. */
  totalPaise: number;
  /** totalPaise minus (subtotal − discount + shipping + slot fee): 0 or a few paise below 0, never above. */
  roundingPaise: number;
};

export function subtotalPaise(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
}

/** Rounded down to the rupee, so the amount charged is never above the lines the shopper saw. */
export function roundTotalPaise(paise: number): number {
  return Math.max(0, Math.floor(paise / 100) * 100);
}

export function quote(input: QuoteInput): Quote {
  const subtotal = subtotalPaise(input.lines);
  const best = bestOffer(input.offers, subtotal, input.now);
  const offerDiscount = best?.discountPaise ?? 0;
  const couponDiscount = input.coupon
    ? couponDiscountPaise(input.coupon, subtotal, offerDiscount, input.now)
    : 0;
  const shipping = input.shipping ? shippingChargePaise(input.shipping, subtotal) : 0;
  const slotFee = input.slotFeePaise ?? 0;
  const exact = subtotal - offerDiscount - couponDiscount + shipping + slotFee;
  const total = roundTotalPaise(exact);
  return {
    subtotalPaise: subtotal,
    offer: best ? { id: best.offer.id, name: best.offer.name, discountPaise: offerDiscount } : null,
    coupon:
      input.coupon && couponDiscount > 0
        ? { id: input.coupon.id, code: input.coupon.code, discountPaise: couponDiscount }
        : null,
    discountPaise: offerDiscount + couponDiscount,
    shippingPaise: shipping,
    shippingFree: input.shipping !== null && shipping === 0 && input.shipping.chargePaise > 0,
    slotFeePaise: slotFee,
    totalPaise: total,
    roundingPaise: total - exact,
  };
}

/** A delivery-check shipping option (wire) as the terms the quote takes. */
export function shippingTermsOf(
  option: Pick<ShippingOption, "days" | "charge" | "free_shipping_value">,
): ShippingTerms {
  return {
    days: option.days,
    chargePaise: toPaise(option.charge),
    freeShippingValuePaise: toPaise(option.free_shipping_value),
  };
}

/** The coupon terms apply_coupon answers with, as the quote takes them. */
export function couponTermsOf(wire: CouponWire): CouponTerms {
  return {
    id: wire.id,
    code: wire.code,
    isActive: true,
    startsAt: new Date(wire.start_date),
    endsAt: new Date(wire.end_date),
    minOrderPaise: toPaise(wire.min_order_amount),
    discountType: wire.discount_type,
    percentage: wire.discount_percentage,
    amountPaise: wire.discount_amount === null ? null : toPaise(wire.discount_amount),
    maxDiscountPaise: wire.max_discount_amount === null ? null : toPaise(wire.max_discount_amount),
  };
}
