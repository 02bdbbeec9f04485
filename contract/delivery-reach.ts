/**
 * Can a product reach a pincode by a date (decision 26 "The rule")? Pure and shared: the listing marks
 * cards with it in the browser, and catalog's "Can reach {pincode} by {date}" filter is the same rule as
 * one SQL predicate, which a test holds to `canReachBy` over every combination.
 */
import { addDays } from "./india-time";

/**
 * What a pincode's zone can do from now, as India dates: `courierEarliest` is today plus the quicker of
 * Standard's and Express's days when the zone sends by courier; `handEarliest` the first date with an
 * open slot in the hand-delivery calendar without perishables. Null where the zone has no such way.
 */
export type DeliveryReach = { today: string; courierEarliest: string | null; handEarliest: string | null };

export type ReachProduct = { stock: number; isPerishable: boolean; maxDaysAhead: number | null };

/** The earlier of two India dates, skipping a null as SQL's `least()` does: null only when both are. */
export function earlierDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a <= b ? a : b;
}

/**
 * The first India date the product can arrive at the pincode, or null when it cannot go there. A
 * perishable goes by hand only and must arrive within its `maxDaysAhead` (decision 24's freshness);
 * freshness only removes later dates, so the calendar without perishables decides for every product.
 */
export function earliestArrival(product: ReachProduct, reach: DeliveryReach): string | null {
  if (product.stock <= 0) return null;
  if (!product.isPerishable) return earlierDate(reach.courierEarliest, reach.handEarliest);
  const { handEarliest } = reach;
  if (handEarliest === null) return null;
  if (product.maxDaysAhead !== null && handEarliest > addDays(reach.today, product.maxDaysAhead)) return null;
  return handEarliest;
}

/** Whether the product can be at the pincode on or before `by` (an India date). */
export function canReachBy(product: ReachProduct, reach: DeliveryReach, by: string): boolean {
  const earliest = earliestArrival(product, reach);
  return earliest !== null && earliest <= by;
}

/** The reach answer's dates (GET /orders/delivery/reach/, `deliveryReachResponse`) as the rule takes them. */
export function reachOfAnswer(answer: {
  today: string;
  courier_earliest: string | null;
  hand_earliest: string | null;
}): DeliveryReach {
  return {
    today: answer.today,
    courierEarliest: answer.courier_earliest,
    handEarliest: answer.hand_earliest,
  };
}
