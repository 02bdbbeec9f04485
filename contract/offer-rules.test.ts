import { describe, expect, it } from "vitest";
import {
  bestOffer,
  isOfferLive,
  nextOfferHint,
  type OfferTerms,
  offerDiscountPaise,
  offerTermsOf,
} from "./offer-rules";
import type { Offer } from "./offers";

const start = new Date("2026-11-01T00:00:00.000Z");
const end = new Date("2026-11-30T18:29:59.999Z");
const inside = new Date("2026-11-15T12:00:00.000Z");
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

const wire = (overrides: Partial<Offer> = {}): Offer => ({
  id: 1,
  name: "Festive 10% Off",
  is_active: true,
  start_date: start.toISOString(),
  end_date: end.toISOString(),
  min_order_amount: "1499.00",
  discount_type: "percentage",
  discount_percentage: 10,
  discount_amount: null,
  max_discount_amount: "500.00",
  ...overrides,
});
const terms = (overrides: Partial<Offer> = {}): OfferTerms => offerTermsOf(wire(overrides));
const flat = (overrides: Partial<Offer> = {}) =>
  terms({
    id: 2,
    name: "Flat ₹250 Off",
    discount_type: "fixed",
    discount_percentage: null,
    discount_amount: "250.00",
    max_discount_amount: null,
    min_order_amount: "2999.00",
    ...overrides,
  });

describe("offer rules", () => {
  it("reads the wire shape into paise and instants", () => {
    expect(terms({ min_order_amount: "19.99", max_discount_amount: "0.10" })).toMatchObject({
      minOrderPaise: 1999,
      maxDiscountPaise: 10,
      startsAt: start,
      endsAt: end,
      discountType: "percentage",
      percentage: 10,
      amountPaise: null,
    });
  });

  it("is live from its start to its end, both instants included, and only while switched on", () => {
    const offer = terms();
    expect(isOfferLive(offer, start)).toBe(true);
    expect(isOfferLive(offer, end)).toBe(true);
    expect(isOfferLive(offer, inside)).toBe(true);
    expect(isOfferLive(offer, ms(start, -1))).toBe(false);
    expect(isOfferLive(offer, ms(end, 1))).toBe(false);
    expect(isOfferLive(terms({ is_active: false }), inside)).toBe(false);
    expect(isOfferLive(terms({ start_date: "not a date" }), inside)).toBe(false);
  });

  it("applies from the minimum order exactly, not a paisa below", () => {
    const offer = terms({ max_discount_amount: null });
    expect(offerDiscountPaise(offer, 149900, inside)).toBe(14990);
    expect(offerDiscountPaise(offer, 149899, inside)).toBe(0);
    expect(offerDiscountPaise(offer, 149900, ms(end, 1))).toBe(0);
    expect(offerDiscountPaise(offer, 149900, ms(start, -1))).toBe(0);
    expect(offerDiscountPaise(terms({ min_order_amount: "0.00" }), 0, inside)).toBe(0);
  });

  it("rounds a percentage down to the paisa and caps it at the maximum", () => {
    const offer = terms({ min_order_amount: "0.00", max_discount_amount: null, discount_percentage: 15 });
    expect(offerDiscountPaise(offer, 99999, inside)).toBe(14999); // 14999.85
    expect(offerDiscountPaise(offer, 7, inside)).toBe(1); // 1.05
    const capped = terms();
    expect(offerDiscountPaise(capped, 499900, inside)).toBe(49990);
    expect(offerDiscountPaise(capped, 500000, inside)).toBe(50000);
    expect(offerDiscountPaise(capped, 500100, inside)).toBe(50000);
  });

  it("gives a fixed amount, never more than the subtotal", () => {
    expect(offerDiscountPaise(flat(), 299900, inside)).toBe(25000);
    expect(offerDiscountPaise(flat(), 299899, inside)).toBe(0);
    expect(offerDiscountPaise(flat({ min_order_amount: "0.00" }), 10000, inside)).toBe(10000);
    expect(offerDiscountPaise(flat({ max_discount_amount: "100.00" }), 299900, inside)).toBe(10000);
  });

  it("picks the largest discount, ties to the lower id, and none when nothing applies", () => {
    const percent = terms({ max_discount_amount: null });
    const fixed = flat();
    // At ₹2,999: 10% is ₹299.90, flat is ₹250.
    expect(bestOffer([fixed, percent], 299900, inside)).toEqual({ offer: percent, discountPaise: 29990 });
    // At ₹2,000 only the percentage applies.
    expect(bestOffer([fixed, percent], 200000, inside)?.offer.id).toBe(1);
    // At ₹2,500 + the flat minimum lowered: 10% of ₹2,500 = ₹250 = flat → the lower id wins.
    const lowFlat = flat({ min_order_amount: "0.00" });
    expect(bestOffer([lowFlat, percent], 250000, inside)).toEqual({ offer: percent, discountPaise: 25000 });
    expect(bestOffer([lowFlat, percent], 100000, inside)?.offer.id).toBe(2);
    expect(bestOffer([fixed, percent], 100000, inside)).toBeNull();
    expect(bestOffer([fixed, percent], 999900, ms(end, 1))).toBeNull();
    expect(bestOffer([], 999900, inside)).toBeNull();
  });

  it("hints at the nearest live offer still out of reach", () => {
    const percent = terms();
    const fixed = flat();
    expect(nextOfferHint([fixed, percent], 100000, inside)).toMatchObject({
      offer: { id: 1 },
      shortfallPaise: 49900,
      message: "Add ₹499 more to get Festive 10% Off",
    });
    expect(nextOfferHint([fixed, percent], 149900, inside)?.message).toBe(
      "Add ₹1,500 more to get Flat ₹250 Off",
    );
    expect(nextOfferHint([fixed, percent], 149850, inside)?.message).toBe(
      "Add ₹0.50 more to get Festive 10% Off",
    );
    expect(nextOfferHint([fixed, percent], 299900, inside)).toBeNull();
    expect(nextOfferHint([fixed, percent], 100000, ms(end, 1))).toBeNull();
    expect(nextOfferHint([terms({ is_active: false })], 100000, inside)).toBeNull();
  });
});
