import type { DeliveryReach, ReachProduct } from "../delivery-reach";
import { addDays } from "../india-time";

export type DeliveryReachCase = { product: ReachProduct; reach: DeliveryReach; by: string };

/**
 * Every combination decision 26 names for the can-reach rule, for tests that hold another form of it
 * (catalog's SQL predicate) to `canReachBy`: in stock or not × perishable × `maxDaysAhead` {null, 0, 2}
 * × courier {none, today + 2} × hand {none, today + 1, today + 3} × `by` from today to today + 3, which
 * falls before, on and after each earliest date.
 */
export function deliveryReachCases(today: string): DeliveryReachCase[] {
  const cases: DeliveryReachCase[] = [];
  for (const stock of [0, 3])
    for (const isPerishable of [false, true])
      for (const maxDaysAhead of [null, 0, 2])
        for (const courierEarliest of [null, addDays(today, 2)])
          for (const handEarliest of [null, addDays(today, 1), addDays(today, 3)])
            for (const ahead of [0, 1, 2, 3])
              cases.push({
                product: { stock, isPerishable, maxDaysAhead },
                reach: { today, courierEarliest, handEarliest },
                by: addDays(today, ahead),
              });
  return cases;
}
