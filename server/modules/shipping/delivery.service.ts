import type { DeliveryCheckRequest, DeliveryCheckResponse, ShippingOption } from "@contract/delivery";
import { deliveryMessages, type PerishableLine } from "@contract/delivery-slots";
import { paiseToDecimal } from "@contract/money";
import {
  type CourierCode,
  findZoneId,
  type ShippingTerms,
  type ShippingZoneTerms,
  shippingOptionNames,
  shippingTermsFor,
} from "@contract/shipping";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { loadActiveZones } from "./delivery.repository";
import { calendarFor, earliestOf, handDeliveryAreas } from "./delivery-slots.service";

/** Uncached, for reads inside a transaction that must see the zones as they stand. */
export { loadActiveZones };

type Deps = Pick<AppDeps, "db" | "publicCache">;

/**
 * What the delivery check needs of a product: its name (for the refusal) and whether it travels only
 * by hand and how soon; null when it is not on sale. Products belong to the catalog, which sits above
 * shipping, so app.ts hands the answer in.
 */
export type ProductDeliveryFacts = (
  deps: Deps,
  productId: number,
) => Promise<{ name: string; isPerishable: boolean; maxDaysAhead: number | null } | null>;

function toOption(code: CourierCode, terms: ShippingTerms | null): ShippingOption | null {
  if (!terms) return null;
  return {
    name: shippingOptionNames[code],
    code,
    days: terms.days,
    charge: paiseToDecimal(terms.chargePaise),
    free_shipping_value: paiseToDecimal(terms.freeShippingValuePaise),
  };
}

/** Zones change only through writes that invalidate the public cache, so they are read once per version. */
export function activeZones(deps: Deps) {
  return deps.publicCache.get("shipping-zones", () => loadActiveZones(deps.db), {
    tags: [cacheTags.delivery],
  });
}

/** The zone's hand delivery and its earliest open slot for the product, or null when it has none. */
async function handDeliveryAnswer(
  deps: Deps,
  zone: ShippingZoneTerms,
  perishables: PerishableLine[],
  now: Date,
): Promise<DeliveryCheckResponse["hand_delivery"]> {
  if (!zone.hand) return null;
  const calendar = await calendarFor(deps, deps.db, { zoneId: zone.id, perishables, now });
  return calendar && { area: calendar.area, earliest: earliestOf(calendar, now) };
}

/**
 * POST /orders/delivery/check-delivery/. The answer depends on the place (and, for a perishable
 * product, on the product too): an out-of-stock product can still be delivered there once it is back,
 * and the page says 'Out of Stock' itself. A perishable goes by hand only, so its courier options are
 * null, and a courier-only zone cannot have it at all.
 */
export async function checkDelivery(
  deps: Deps,
  productDeliveryFacts: ProductDeliveryFacts,
  input: DeliveryCheckRequest,
  now: Date,
): Promise<DeliveryCheckResponse> {
  const product = input.product_id == null ? null : await productDeliveryFacts(deps, input.product_id);
  if (input.product_id != null && !product) throw notFound("Product not found");
  const { zones, rules } = await activeZones(deps);
  const zoneId = findZoneId(input.pincode, rules);
  const zone = zones.find((candidate) => candidate.id === zoneId);
  const answer = { pincode: input.pincode, hand_delivery: null, unavailable_reason: null };
  if (!zone) {
    return { ...answer, available: false, shipping_options: { standard: null, express: null } };
  }
  const perishables = product?.isPerishable
    ? [{ name: product.name, maxDaysAhead: product.maxDaysAhead }]
    : [];
  const hand = await handDeliveryAnswer(deps, zone, perishables, now);
  if (product?.isPerishable) {
    return {
      ...answer,
      available: hand !== null,
      shipping_options: { standard: null, express: null },
      hand_delivery: hand,
      unavailable_reason:
        hand === null
          ? deliveryMessages.perishableCourierOnly(product.name, await handDeliveryAreas(deps))
          : null,
    };
  }
  return {
    ...answer,
    available: true,
    shipping_options: {
      standard: toOption("S", shippingTermsFor(zone, "S")),
      express: toOption("E", shippingTermsFor(zone, "E")),
    },
    hand_delivery: hand,
  };
}
