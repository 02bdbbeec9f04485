import type { CalendarDateWire, EarliestHandDelivery } from "@contract/delivery";
import {
  type BlockedDate,
  blockFor,
  type CalendarDate,
  deliveryCalendar,
  deliveryMessages,
  earliestSlot,
  earliestText,
  firstDeliveryDate,
  type LocalDeliveryTerms,
  lastDeliveryDate,
  type PerishableLine,
  type SlotDefinition,
  sameDayOrderBy,
  slotLabel,
  slotOrderBy,
} from "@contract/delivery-slots";
import { addDays, indiaDate, isIndiaDate } from "@contract/india-time";
import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { invalid } from "@server/platform/errors";
import { loadBlockedDates, loadLocalDelivery, loadSlotDays } from "./delivery-slots.repository";

/** Taken in create_order's transaction, given back where stock is, moved by staff (decision 24). */
export { moveSlotPlace, releaseSlotPlace, type SlotDate, takeSlotPlace } from "./delivery-slots.repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/** How many India days the checkout calendar and the delivery check look ahead. */
const calendarDays = 30;

/**
 * Hand-delivery terms and slots change only through staff writes that invalidate the public cache, so
 * they are read once per version; capacity and blocks are read fresh by each caller.
 */
function allLocalDelivery(deps: Deps) {
  return deps.publicCache.get("local-delivery", () => loadLocalDelivery(deps.db), {
    tags: [cacheTags.delivery],
  });
}

/** The zone's hand delivery and its switched-on slots; null when the zone does not deliver by hand. */
export async function localDeliveryOf(
  deps: Deps,
  zoneId: number,
): Promise<{ terms: LocalDeliveryTerms; slots: SlotDefinition[] } | null> {
  const { terms, slots } = await allLocalDelivery(deps);
  const zoneTerms = terms.find((candidate) => candidate.zoneId === zoneId);
  return zoneTerms ? { terms: zoneTerms, slots: slots.filter((slot) => slot.zoneId === zoneId) } : null;
}

/** The places the shop hand-delivers to, in the order messages name them ("Pune, Mumbai, …"). */
export async function handDeliveryAreas(deps: Deps): Promise<string[]> {
  return (await allLocalDelivery(deps)).terms.map((terms) => terms.areaName);
}

export type HandCalendar = {
  area: string;
  terms: LocalDeliveryTerms;
  /** When today's last chance to order for today ends; null when nothing can come today. */
  sameDayOrderBy: Date | null;
  dates: CalendarDate[];
};

/**
 * The zone's next 30 India days for a cart with these perishables, with today's capacity and blocks
 * (`db` reads them: not cached, places are taken all the time). Null when the zone has no hand delivery.
 */
export async function calendarFor(
  deps: Deps,
  db: Db,
  input: { zoneId: number; perishables: readonly PerishableLine[]; now: Date },
): Promise<HandCalendar | null> {
  const local = await localDeliveryOf(deps, input.zoneId);
  if (!local) return null;
  const today = indiaDate(input.now);
  const last = addDays(today, calendarDays - 1);
  // One after the other: `db` may be a transaction, whose queries share one connection.
  const days = await loadSlotDays(
    db,
    local.slots.map((slot) => slot.id),
    today,
    last,
  );
  const blocked = await loadBlockedDates(db, input.zoneId, today, last);
  const { terms, slots } = local;
  return {
    area: terms.areaName,
    terms,
    sameDayOrderBy: sameDayOrderBy(terms, slots, days, blocked, input.now),
    dates: deliveryCalendar({
      terms,
      slots,
      days,
      blocked,
      perishables: [...input.perishables],
      now: input.now,
      dayCount: calendarDays,
    }),
  };
}

/** The product page's "Earliest: …" of a calendar, or null when no slot is open in it. */
export function earliestOf(calendar: HandCalendar, now: Date): EarliestHandDelivery | null {
  const earliest = earliestSlot(calendar.dates);
  if (!earliest) return null;
  return {
    date: earliest.date,
    slot_id: earliest.slot.id,
    label: earliest.slot.label,
    fee: paiseToDecimal(earliest.slot.feePaise),
    text: earliestText(earliest.date, earliest.slot, indiaDate(now)),
  };
}

/** A calendar's dates as `deliveryCalendarResponse` carries them (fees in decimal rupees). */
export function calendarDatesWire(dates: CalendarDate[]): CalendarDateWire[] {
  return dates.map((day) => ({
    date: day.date,
    available: day.available,
    reason: day.reason,
    slots: day.slots.map((slot) => ({
      id: slot.id,
      kind: slot.kind,
      label: slot.label,
      fee: paiseToDecimal(slot.feePaise),
      places_left: slot.placesLeft,
      available: slot.available,
      reason: slot.reason,
    })),
  }));
}

/** The zone's block on a date, its own or every zone's; undefined when the date is open. */
export async function zoneBlockOn(db: Db, zoneId: number, date: string): Promise<BlockedDate | undefined> {
  return blockFor(await loadBlockedDates(db, zoneId, date, date), zoneId, date);
}

/** The perishable that must arrive soonest and the last date it allows; null when none limits the date. */
function freshest(perishables: readonly PerishableLine[], today: string) {
  const limited = perishables.flatMap(({ name, maxDaysAhead }) =>
    maxDaysAhead === null ? [] : [{ name, maxDaysAhead }],
  );
  if (limited.length === 0) return null;
  const soonest = limited.reduce((a, b) => (b.maxDaysAhead < a.maxDaysAhead ? b : a));
  return { name: soonest.name, lastDate: addDays(today, soonest.maxDaysAhead) };
}

/**
 * A hand delivery's date and slot checked against the zone, India time, blocks and the cart's
 * perishables: 400 with the shopper's message from decision 24's table, else the slot, its label as
 * promised and its fee. Capacity is left to `takeSlotPlace` in the order's transaction.
 */
export async function checkHandDelivery(
  deps: Deps,
  db: Db,
  input: {
    zoneId: number;
    date: string | null;
    slotId: number | null;
    perishables: readonly PerishableLine[];
    now: Date;
  },
): Promise<{ terms: LocalDeliveryTerms; slot: SlotDefinition; label: string; feePaise: number }> {
  const { date, slotId, now } = input;
  if (date === null || slotId === null) throw invalid(deliveryMessages.chooseDate);
  const local = await localDeliveryOf(deps, input.zoneId);
  if (!local) throw invalid(deliveryMessages.slotNotOffered);
  const { terms } = local;
  const today = indiaDate(now);
  const first = firstDeliveryDate(terms, now);
  const last = addDays(today, terms.horizonDays - 1);
  const fresh = freshest(input.perishables, today);
  const outOfRange = () =>
    invalid(deliveryMessages.dateRange(first, lastDeliveryDate(terms, now, [...input.perishables])));
  if (!isIndiaDate(date)) throw outOfRange();
  // A perishable names itself whenever it is what rules the date out, even beyond the horizon.
  if (fresh && (date > fresh.lastDate || fresh.lastDate < first)) {
    throw invalid(deliveryMessages.perishableTooFar(fresh.name, fresh.lastDate));
  }
  if (date < first || date > last) throw outOfRange();
  const slot = local.slots.find((candidate) => candidate.id === slotId);
  if (!slot) throw invalid(deliveryMessages.slotNotOffered);
  const block = await zoneBlockOn(db, terms.zoneId, date);
  if (block) throw invalid(block.reason);
  const label = slotLabel(slot);
  if (now >= slotOrderBy(terms, slot, date)) throw invalid(deliveryMessages.slotPast(label, date));
  return { terms, slot, label, feePaise: slot.feePaise };
}
