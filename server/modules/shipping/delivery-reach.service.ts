import type { DeliveryReachResponse } from "@contract/delivery";
import { earliestSlot } from "@contract/delivery-slots";
import { addDays, indiaDate } from "@contract/india-time";
import { placeOfPincode } from "@contract/pincode-places";
import { findZoneId, type ShippingZoneTerms, shippingTermsFor } from "@contract/shipping";
import type { AppDeps } from "@server/platform/deps";
import { activeZones } from "./delivery.service";
import { calendarFor } from "./delivery-slots.service";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/** Product §9: a courier parcel is expected today + its days; the quicker option decides. */
function courierEarliest(zone: ShippingZoneTerms, today: string): string | null {
  const days = [shippingTermsFor(zone, "S"), shippingTermsFor(zone, "E")].flatMap((terms) =>
    terms ? [terms.days] : [],
  );
  return days.length === 0 ? null : addDays(today, Math.min(...days));
}

/**
 * What the pincode's zone can do from `now` (decision 26 "Pincode first"): the first courier arrival
 * and the first open hand-delivery date in the same 30-day calendar checkout offers, counted without
 * perishables, since their freshness only removes later dates. One calendar serves a whole listing
 * (catalog's can-reach filter); counters and blocks are read fresh, so nothing here is cached.
 */
export async function deliveryReach(deps: Deps, pincode: string, now: Date): Promise<DeliveryReachResponse> {
  const today = indiaDate(now);
  const { zones, rules } = await activeZones(deps);
  const zoneId = findZoneId(pincode, rules);
  const zone = zones.find((candidate) => candidate.id === zoneId);
  const answer = { pincode, place: placeOfPincode(pincode), today };
  if (!zone) {
    return { ...answer, available: false, courier_earliest: null, hand_earliest: null, hand_area: null };
  }
  const calendar = zone.hand
    ? await calendarFor(deps, deps.db, { zoneId: zone.id, perishables: [], now })
    : null;
  return {
    ...answer,
    available: true,
    courier_earliest: courierEarliest(zone, today),
    hand_earliest: calendar ? (earliestSlot(calendar.dates)?.date ?? null) : null,
    hand_area: calendar?.area ?? null,
  };
}
