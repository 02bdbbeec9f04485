import { describe, expect, it } from "vitest";
import { canReachBy, type DeliveryReach, earlierDate, earliestArrival } from "./delivery-reach";
import { addDays } from "./india-time";
import { deliveryReachCases } from "./testing/delivery-reach-cases";

const today = "2026-10-19";
const day = (n: number) => addDays(today, n);
const reach = (courier: number | null, hand: number | null): DeliveryReach => ({
  today,
  courierEarliest: courier === null ? null : day(courier),
  handEarliest: hand === null ? null : day(hand),
});
const box = { stock: 5, isPerishable: false, maxDaysAhead: null };
const cake = (maxDaysAhead: number | null) => ({ stock: 5, isPerishable: true, maxDaysAhead });

describe("earliestArrival", () => {
  it.each([
    ["a box, courier and hand: the earlier", box, reach(2, 1), day(1)],
    ["a box, courier only", box, reach(2, null), day(2)],
    ["a box, hand only", box, reach(null, 3), day(3)],
    ["a box, neither", box, reach(null, null), null],
    ["a box out of stock", { ...box, stock: 0 }, reach(2, 1), null],
    ["a cake goes by hand even when the courier is sooner", cake(null), reach(0, 2), day(2)],
    ["a cake where there is courier only", cake(null), reach(2, null), null],
    ["a cake within its days ahead", cake(2), reach(null, 2), day(2)],
    ["a cake past its days ahead", cake(2), reach(null, 3), null],
    ["a cake of 0 days ahead, hand today", cake(0), reach(null, 0), day(0)],
    ["a cake of 0 days ahead, hand tomorrow", cake(0), reach(2, 1), null],
    ["a cake out of stock", { ...cake(2), stock: -1 }, reach(null, 0), null],
  ])("%s", (_name, product, where, expected) => {
    expect(earliestArrival(product, where)).toBe(expected);
  });
});

describe("canReachBy", () => {
  it("counts the earliest date itself as in time, and the day before it as not", () => {
    expect(canReachBy(box, reach(2, null), day(2))).toBe(true);
    expect(canReachBy(box, reach(2, null), day(1))).toBe(false);
    expect(canReachBy(box, reach(2, null), day(9))).toBe(true);
    expect(canReachBy(cake(2), reach(null, 3), day(9))).toBe(false);
  });

  /** The same rule said another way: the dates each way could arrive on, any of them by `by`. */
  function arrives(c: ReturnType<typeof deliveryReachCases>[number]): boolean {
    const { product, reach: where, by } = c;
    if (product.stock <= 0) return false;
    const freshUntil =
      product.maxDaysAhead === null
        ? Number.POSITIVE_INFINITY
        : Date.parse(addDays(today, product.maxDaysAhead));
    const ways = product.isPerishable
      ? [where.handEarliest].filter((date) => date !== null && Date.parse(date) <= freshUntil)
      : [where.courierEarliest, where.handEarliest];
    return ways.some((date) => date !== null && date <= by);
  }

  it("agrees with the rule said another way over every combination the decision names", () => {
    const cases = deliveryReachCases(today);
    expect(cases).toHaveLength(288);
    for (const c of cases) expect(canReachBy(c.product, c.reach, c.by), JSON.stringify(c)).toBe(arrives(c));
    expect(cases.filter((c) => canReachBy(c.product, c.reach, c.by)).length).toBeGreaterThan(40);
  });
});

describe("earlierDate", () => {
  it("skips a null as SQL's least() does", () => {
    expect(earlierDate(day(2), day(1))).toBe(day(1));
    expect(earlierDate(null, day(1))).toBe(day(1));
    expect(earlierDate(day(2), null)).toBe(day(2));
    expect(earlierDate(null, null)).toBeNull();
  });
});
