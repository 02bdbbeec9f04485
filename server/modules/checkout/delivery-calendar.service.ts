import type { DeliveryCalendarResponse } from "@contract/delivery";
import { paiseToDecimal } from "@contract/money";
import { findZoneId } from "@contract/shipping";
import { findOwnAddress } from "@server/modules/profile/address.service";
import { activeZones } from "@server/modules/shipping/delivery.service";
import { calendarDatesWire, calendarFor } from "@server/modules/shipping/delivery-slots.service";
import type { AppDeps } from "@server/platform/deps";
import { invalid, notFound } from "@server/platform/errors";
import { loadCartLines } from "./checkout.repository";
import { courierRefusal, perishablesOf } from "./checkout-delivery";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/**
 * GET /orders/delivery/calendar/: the hand-delivery dates and slots at one of the customer's addresses
 * for what is in their cart now, and whether a courier may carry it instead. Read fresh every time:
 * places are taken by other shoppers' orders.
 */
export async function customerDeliveryCalendar(
  deps: Deps,
  userId: number,
  addressId: number,
  now: Date,
): Promise<DeliveryCalendarResponse> {
  const address = await findOwnAddress(deps.db, userId, addressId);
  if (!address) throw notFound("Address not found. Please choose another delivery address.");
  const { zones, rules } = await activeZones(deps);
  const zone = zones.find((candidate) => candidate.id === findZoneId(address.pincode, rules));
  if (!zone) throw invalid("Delivery is not available at this location");
  const perishables = perishablesOf(await loadCartLines(deps.db, userId));
  const refusal = zone.courier ? await courierRefusal(deps, zone, perishables) : null;
  const calendar = zone.hand ? await calendarFor(deps, deps.db, { zoneId: zone.id, perishables, now }) : null;
  return {
    area: calendar?.area ?? null,
    now: now.toISOString(),
    same_day_order_by: calendar?.sameDayOrderBy?.toISOString() ?? null,
    courier_allowed: zone.courier && refusal === null,
    courier_refusal: refusal,
    terms: zone.hand
      ? {
          charge: paiseToDecimal(zone.hand.chargePaise),
          free_shipping_value: paiseToDecimal(zone.hand.freeShippingValuePaise),
          days: 0,
        }
      : null,
    dates: calendar ? calendarDatesWire(calendar.dates) : [],
  };
}
