import type {
  CalendarSlotWire,
  DeliveryCalendarResponse,
  DeliveryCheckResponse,
  ShippingOption,
} from "@contract/delivery";
import { toPaise } from "@contract/money";
import { shippingTermsOf } from "@contract/pricing";
import type { CourierCode, ShippingCode, ShippingTerms } from "@contract/shipping";

/** The options a delivery check offers: none when the pincode is not served. */
export function availableOptions(result: DeliveryCheckResponse | undefined): ShippingOption[] {
  if (!result?.available) return [];
  const { standard, express } = result.shipping_options;
  return [standard, express].filter((option): option is ShippingOption => option !== null);
}

/** The hand-delivery date and slot the shopper picked (decision 24). */
export type HandPick = { date: string; slotId: number };

/** What checkout prices and sends: a courier option, or hand delivery's terms with its date and slot. */
export type ShippingChoice =
  | { code: CourierCode; option: ShippingOption; terms: ShippingTerms; slotFeePaise: 0 }
  | { code: "L"; terms: ShippingTerms; date: string; slot: CalendarSlotWire; slotFeePaise: number };

/**
 * Why courier cannot take this cart here ("" when the zone delivers only by hand), or null when it can.
 * Null while the calendar is unknown: courier is refused only on the calendar's word.
 */
export function courierRefusal(calendar: DeliveryCalendarResponse | undefined): string | null {
  return calendar && !calendar.courier_allowed ? (calendar.courier_refusal ?? "") : null;
}

/** The picked slot, if the calendar still offers it on that date. */
export function bookableSlot(
  calendar: DeliveryCalendarResponse | undefined,
  pick: HandPick | null,
): CalendarSlotWire | null {
  if (!pick) return null;
  const day = calendar?.dates.find((candidate) => candidate.date === pick.date);
  if (!day?.available) return null;
  return day.slots.find((slot) => slot.id === pick.slotId && slot.available) ?? null;
}

/** The chosen method as it can be priced now, or null (not chosen, no longer offered, not known yet). */
export function shippingChoice(
  delivery: DeliveryCheckResponse | undefined,
  calendar: DeliveryCalendarResponse | undefined,
  code: ShippingCode | null,
  pick: HandPick | null,
): ShippingChoice | null {
  if (code === "L") {
    const slot = bookableSlot(calendar, pick);
    if (!calendar?.area || !calendar.terms || !slot || !pick) return null;
    return {
      code,
      terms: shippingTermsOf(calendar.terms),
      date: pick.date,
      slot,
      slotFeePaise: toPaise(slot.fee),
    };
  }
  if (courierRefusal(calendar) !== null) return null;
  const option = availableOptions(delivery).find((candidate) => candidate.code === code);
  if (!option) return null;
  return { code: option.code, option, terms: shippingTermsOf(option), slotFeePaise: 0 };
}

/**
 * create_order's refusals about the date or slot (contract/delivery-slots.ts `deliveryMessages`): the
 * shopper goes back to choose again. A blocked date's reason is staff's own words, so it is caught by
 * the fresh calendar no longer offering the slot instead.
 */
const slotRefusals = [
  /^Please choose a delivery date and time$/,
  /^A delivery date can be chosen only for hand delivery$/,
  /^Please choose a delivery date between /,
  /^This delivery time is not offered at your address\./,
  / delivery on .+ can no longer be booked\./,
  /^Sorry, the .+ delivery on .+ is now full\./,
  /^The .+ slot now costs /,
  / is made fresh, so it can be delivered until /,
  / can only be hand-delivered/,
];

export function isSlotRefusal(message: string): boolean {
  return slotRefusals.some((pattern) => pattern.test(message));
}
