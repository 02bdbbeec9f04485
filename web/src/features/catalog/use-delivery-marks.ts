import type { ProductCard } from "@contract/catalog";
import { isOutOfStock } from "@contract/catalog-rules";
import { earliestArrival, reachOfAnswer } from "@contract/delivery-reach";
import { isValidPincode } from "@contract/pincode";
import { useDeliveryReach } from "@web/lib/delivery-reach";
import { useLastPincode } from "@web/lib/last-pincode";

export type DeliveryMarks = {
  /** The remembered pincode when the shop serves no part of it: one line says so and no card is marked. */
  unserved: string | null;
  /** The note an in-stock card carries when it cannot go to the remembered pincode. */
  noteOf: (product: ProductCard) => string | undefined;
};

const noMarks: DeliveryMarks = { unserved: null, noteOf: () => undefined };

/**
 * Decision 26 "Marks": listings hold their cards to the reach of the last pincode chosen. The server
 * never knows that pincode, so it renders no marks and they appear once the browser has the reach.
 * Out-of-stock cards already say so and are left alone.
 */
export function useDeliveryMarks(): DeliveryMarks {
  const remembered = useLastPincode();
  const pincode = isValidPincode(remembered) ? remembered : "";
  const answer = useDeliveryReach(pincode).data;
  if (!pincode || answer?.pincode !== pincode) return noMarks;
  if (!answer.available) return { unserved: pincode, noteOf: () => undefined };
  const reach = reachOfAnswer(answer);
  return {
    unserved: null,
    noteOf: (product) =>
      !isOutOfStock(product) &&
      earliestArrival(
        { stock: product.stock, isPerishable: product.is_perishable, maxDaysAhead: product.max_days_ahead },
        reach,
      ) === null
        ? `Not delivered to ${pincode}`
        : undefined,
  };
}
