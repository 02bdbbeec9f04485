import type { DeliveryCheckRequest, DeliveryCheckResponse, ShippingOption } from "@contract/delivery";
import { paiseToDecimal } from "@contract/money";
import {
  findZoneId,
  type ShippingCode,
  type ShippingTerms,
  shippingOptionNames,
  shippingTermsFor,
} from "@contract/shipping";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { loadActiveZones } from "./delivery.repository";

/** Uncached, for reads inside a transaction that must see the zones as they stand. */
export { loadActiveZones };

type Deps = Pick<AppDeps, "db" | "publicCache">;

/**
 * Whether a product can be asked about. Products belong to the catalog, which sits above shipping,
 * so app.ts hands its answer in.
 */
export type ProductOnSale = (deps: Pick<AppDeps, "db">, productId: number) => Promise<boolean>;

function toOption(code: ShippingCode, terms: ShippingTerms | null): ShippingOption | null {
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
  return deps.publicCache.get("shipping-zones", () => loadActiveZones(deps.db));
}

/**
 * POST /orders/delivery/check-delivery/. The answer depends on the place only: an out-of-stock
 * product can still be delivered there once it is back, and the page says 'Out of Stock' itself.
 */
export async function checkDelivery(
  deps: Deps,
  productOnSale: ProductOnSale,
  input: DeliveryCheckRequest,
): Promise<DeliveryCheckResponse> {
  if (input.product_id != null && !(await productOnSale(deps, input.product_id))) {
    throw notFound("Product not found");
  }
  const { zones, rules } = await activeZones(deps);
  const zoneId = findZoneId(input.pincode, rules);
  const zone = zones.find((candidate) => candidate.id === zoneId);
  return {
    available: zone !== undefined,
    pincode: input.pincode,
    shipping_options: {
      standard: zone ? toOption("S", shippingTermsFor(zone, "S")) : null,
      express: zone ? toOption("E", shippingTermsFor(zone, "E")) : null,
    },
  };
}
