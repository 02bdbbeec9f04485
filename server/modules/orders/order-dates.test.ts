import { describe, expect, it } from "vitest";
import { expectedDelivery, indiaDate } from "./order-dates";
import { newOrderNumber } from "./order-number";

describe("order numbers and dates", () => {
  it("dates an order by India's calendar, which runs 5½ hours ahead of UTC", () => {
    expect(indiaDate(new Date("2026-11-23T18:29:59Z"))).toBe("2026-11-23");
    expect(indiaDate(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24");
    expect(newOrderNumber(new Date("2026-12-31T19:00:00Z"))).toMatch(/^MTH-270101-[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it("expects delivery the method's days after payment, or after placing while unpaid", () => {
    const createdAt = new Date("2026-11-28T20:00:00Z");
    expect(expectedDelivery({ createdAt, paidAt: null, shippingDays: 5 })).toBe("2026-12-04");
    expect(expectedDelivery({ createdAt, paidAt: new Date("2026-11-30T05:00:00Z"), shippingDays: 2 })).toBe(
      "2026-12-02",
    );
  });

  it("draws numbers that do not repeat", () => {
    const now = new Date();
    const numbers = new Set(Array.from({ length: 10_000 }, () => newOrderNumber(now)));
    expect(numbers.size).toBe(10_000);
  });
});
