import { describe, expect, it } from "vitest";
import type { OfferTerms } from "./offer-rules";
import { createOrderRequest } from "./orders";
import { type CouponTerms, couponDiscountPaise, couponProblem, quote, roundTotalPaise } from "./pricing";

const now = new Date("2026-11-23T10:00:00Z");
const offer = (over: Partial<OfferTerms> = {}): OfferTerms => ({
  id: 1,
  name: "Festive 10%",
  isActive: true,
  startsAt: new Date("2026-11-01T00:00:00Z"),
  endsAt: new Date("2026-12-01T00:00:00Z"),
  minOrderPaise: 100_000,
  discountType: "percentage",
  percentage: 10,
  amountPaise: null,
  maxDiscountPaise: 20_000,
  ...over,
});
const coupon = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  id: 7,
  code: "SWEET50",
  isActive: true,
  startsAt: new Date("2026-11-01T00:00:00Z"),
  endsAt: new Date("2026-11-30T00:00:00Z"),
  minOrderPaise: 50_000,
  discountType: "fixed",
  percentage: null,
  amountPaise: 5_000,
  maxDiscountPaise: null,
  ...over,
});
const standard = { days: 5, chargePaise: 4_900, freeShippingValuePaise: 99_900 };

describe("quote", () => {
  it("adds lines, applies the best offer, then the coupon on what is left, then shipping", () => {
    const q = quote({
      lines: [
        { unitPricePaise: 49_950, quantity: 2 },
        { unitPricePaise: 12_345, quantity: 1 },
      ],
      offers: [offer(), offer({ id: 2, discountType: "fixed", amountPaise: 5_000, percentage: null })],
      coupon: coupon({ discountType: "percentage", percentage: 5, amountPaise: null }),
      shipping: standard,
      now,
    });
    expect(q.subtotalPaise).toBe(112_245);
    expect(q.offer).toEqual({ id: 1, name: "Festive 10%", discountPaise: 11_224 });
    // 5% of 112245 − 11224 = 101021 → 5051.05 rounded down to the paisa.
    expect(q.coupon).toEqual({ id: 7, code: "SWEET50", discountPaise: 5_051 });
    expect(q.discountPaise).toBe(16_275);
    expect(q.shippingPaise).toBe(0);
    expect(q.shippingFree).toBe(true);
    // 112245 − 16275 = 95970 → ₹959.70 charged as ₹959.
    expect(q.totalPaise).toBe(95_900);
    expect(q.roundingPaise).toBe(-70);
  });

  it("charges shipping below the free-shipping value and nothing before a method is chosen", () => {
    const lines = [{ unitPricePaise: 30_000, quantity: 1 }];
    const withShipping = quote({ lines, offers: [], coupon: null, shipping: standard, now });
    expect(withShipping.shippingPaise).toBe(4_900);
    expect(withShipping.shippingFree).toBe(false);
    expect(withShipping.totalPaise).toBe(34_900);
    const noMethod = quote({ lines, offers: [], coupon: null, shipping: null, now });
    expect(noMethod.shippingPaise).toBe(0);
    expect(noMethod.shippingFree).toBe(false);
  });

  it("never lets offer and coupon together exceed the subtotal", () => {
    const q = quote({
      lines: [{ unitPricePaise: 100_000, quantity: 1 }],
      offers: [
        offer({ discountType: "fixed", percentage: null, amountPaise: 90_000, maxDiscountPaise: null }),
      ],
      coupon: coupon({ amountPaise: 50_000 }),
      shipping: null,
      now,
    });
    expect(q.offer?.discountPaise).toBe(90_000);
    expect(q.coupon?.discountPaise).toBe(10_000);
    expect(q.totalPaise).toBe(0);
  });

  it("leaves out a coupon that gives nothing", () => {
    const q = quote({
      lines: [{ unitPricePaise: 40_000, quantity: 1 }],
      offers: [],
      coupon: coupon(),
      shipping: null,
      now,
    });
    expect(q.coupon).toBeNull();
    expect(q.discountPaise).toBe(0);
  });
});

describe("coupon rules", () => {
  it("names why a coupon does not apply, boundaries inclusive", () => {
    expect(couponProblem(coupon(), 50_000, now)).toBeNull();
    expect(couponProblem(coupon(), 49_999, now)).toBe("below_minimum");
    expect(couponProblem(coupon({ isActive: false }), 60_000, now)).toBe("inactive");
    expect(couponProblem(coupon(), 60_000, new Date("2026-10-31T23:59:59Z"))).toBe("not_started");
    expect(couponProblem(coupon(), 60_000, new Date("2026-11-30T00:00:00Z"))).toBeNull();
    expect(couponProblem(coupon(), 60_000, new Date("2026-11-30T00:00:00.001Z"))).toBe("expired");
  });

  it("caps a percentage coupon", () => {
    const terms = coupon({
      discountType: "percentage",
      percentage: 50,
      amountPaise: null,
      maxDiscountPaise: 10_000,
    });
    expect(couponDiscountPaise(terms, 100_000, 0, now)).toBe(10_000);
  });
});

describe("rounding", () => {
  it("rounds totals down to the rupee and never below 0", () => {
    expect(roundTotalPaise(12_399)).toBe(12_300);
    expect(roundTotalPaise(12_300)).toBe(12_300);
    expect(roundTotalPaise(-5)).toBe(0);
  });
});

describe("create_order amounts on the wire", () => {
  const base = { address_id: 1, shipping_method: "S", shipping_charge: 0, discount_amount: 0 };
  it("takes numbers and decimal strings as paise, forgiving float noise", () => {
    const parsed = createOrderRequest.parse({
      ...base,
      total_amount: "1499.50",
      discount_amount: 123.45000000000002,
    });
    expect(parsed.total_amount).toBe(149_950);
    expect(parsed.discount_amount).toBe(12_345);
    expect(parsed.offer_id).toBeNull();
    expect(parsed.coupon_code).toBeNull();
  });
  it("refuses negative, over-precise and absurd amounts", () => {
    for (const total_amount of [-1, "12.345", 1.001, "1e5", 1e12, "abc"]) {
      expect(createOrderRequest.safeParse({ ...base, total_amount }).success).toBe(false);
    }
  });
});
