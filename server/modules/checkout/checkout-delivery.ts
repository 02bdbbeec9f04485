import { deliveryMessages, type PerishableLine } from "@contract/delivery-slots";
import type { CreateOrderRequest } from "@contract/orders";
import { type ShippingTerms, type ShippingZoneTerms, shippingTermsFor } from "@contract/shipping";
import type { Db } from "@server/db/connect";
import { checkHandDelivery, handDeliveryAreas } from "@server/modules/shipping/delivery-slots.service";
import type { AppDeps } from "@server/platform/deps";
import { invalid } from "@server/platform/errors";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/** The hand-delivery promise of an order: the India date, the slot, its label as promised and its fee. */
export type HandDeliveryChoice = { slotId: number; date: string; label: string; feePaise: number };

export type DeliveryChoice = { shipping: ShippingTerms; hand: HandDeliveryChoice | null };

export const expressUnavailable =
  "Express delivery is not available at this location. Please choose Standard.";
const courierUnavailable =
  "Courier delivery is not available at this location. Please choose a delivery date and time.";
const handUnavailable = "Hand delivery is not available at this location. Please choose Standard or Express.";

export function perishablesOf(
  lines: readonly { name: string; isPerishable: boolean; maxDaysAhead: number | null }[],
): PerishableLine[] {
  return lines
    .filter((line) => line.isPerishable)
    .map((line) => ({ name: line.name, maxDaysAhead: line.maxDaysAhead }));
}

/** Why no courier may carry this cart in the zone (a perishable names itself), or null when one may. */
export async function courierRefusal(
  deps: Deps,
  zone: ShippingZoneTerms,
  perishables: readonly PerishableLine[],
): Promise<string | null> {
  const [first] = perishables;
  if (!first) return null;
  if (zone.hand) return deliveryMessages.perishableNeedsHand(first.name);
  return deliveryMessages.perishableCourierOnly(first.name, await handDeliveryAreas(deps));
}

/**
 * The delivery the shopper asked for, checked against the zone, the cart's perishables and India time:
 * courier terms for S/E (no date allowed), or a hand-delivery date and slot for L. Capacity is not
 * checked here: the order's transaction takes the place like stock.
 */
export async function chooseDelivery(
  deps: Deps,
  db: Db,
  zone: ShippingZoneTerms,
  input: CreateOrderRequest,
  perishables: readonly PerishableLine[],
  now: Date,
): Promise<DeliveryChoice> {
  if (input.shipping_method !== "L") {
    if (input.delivery_date !== null || input.delivery_slot_id !== null) {
      throw invalid(deliveryMessages.dateOnlyForHand);
    }
    const refusal = await courierRefusal({ db, publicCache: deps.publicCache }, zone, perishables);
    if (refusal) throw invalid(refusal);
    const shipping = shippingTermsFor(zone, input.shipping_method);
    if (!shipping) throw invalid(zone.courier ? expressUnavailable : courierUnavailable);
    return { shipping, hand: null };
  }
  if (!zone.hand) {
    const refusal = await courierRefusal({ db, publicCache: deps.publicCache }, zone, perishables);
    throw invalid(refusal ?? handUnavailable);
  }
  const checked = await checkHandDelivery({ db, publicCache: deps.publicCache }, db, {
    zoneId: zone.id,
    date: input.delivery_date,
    slotId: input.delivery_slot_id,
    perishables: [...perishables],
    now,
  });
  return {
    shipping: zone.hand,
    hand: {
      slotId: checked.slot.id,
      date: input.delivery_date ?? "",
      label: checked.label,
      feePaise: checked.feePaise,
    },
  };
}
