/**
 * Hand delivery's rules (decision 24 "Rules"), pure and shared: the server checks an order and builds
 * the checkout calendar with them, the web words dates, slots and the cut-off countdown with them.
 * Every rule reads India time from an injected `now`; slot kinds change only labels and fees.
 */
import {
  addDays,
  daysBetween,
  indiaDate,
  indiaDayText,
  indiaInstant,
  indiaMinute,
  shortDayText,
} from "./india-time";
import { formatInr } from "./money";

export type SlotKind = "window" | "fixed_time" | "midnight";

/** A slot with this many places or fewer shows "Only N left". */
export const fewPlacesLeft = 5;

/** One zone's hand-delivery settings (`local_delivery_settings`); minutes are after India midnight. */
export type LocalDeliveryTerms = {
  zoneId: number;
  areaName: string;
  cutoffMinute: number;
  leadDays: number;
  noticeMinutes: number;
  horizonDays: number;
  chargePaise: number;
  freeShippingValuePaise: number;
};

export type SlotDefinition = {
  id: number;
  zoneId: number;
  kind: SlotKind;
  startMinute: number;
  endMinute: number;
  feePaise: number;
  defaultCapacity: number;
  isActive: boolean;
};

/** The counter row of one slot on one date; absent means nothing booked and the default capacity. */
export type SlotDay = { slotId: number; date: string; capacityOverride: number | null; booked: number };

/** `zoneId` null blocks the date in every hand-delivery zone. */
export type BlockedDate = { zoneId: number | null; date: string; reason: string };

/** A cart line's freshness limit: `maxDaysAhead` India days after today at most, null for no limit. */
export type PerishableLine = { name: string; maxDaysAhead: number | null };

const minuteMs = 60_000;

function clockText(minute: number, withMeridiem: boolean): string {
  const hour = Math.floor(minute / 60);
  const past = minute % 60;
  const shown = `${hour % 12 || 12}${past === 0 ? "" : `:${String(past).padStart(2, "0")}`}`;
  return withMeridiem ? `${shown} ${hour < 12 ? "AM" : "PM"}` : shown;
}

/** "9 AM–1 PM", "1–5 PM" (one meridiem said once), "Fixed time, 8 PM", "Midnight, 11–11:59 PM". */
export function slotLabel(slot: { kind: SlotKind; startMinute: number; endMinute: number }): string {
  if (slot.kind === "fixed_time") return `Fixed time, ${clockText(slot.startMinute, true)}`;
  const sameMeridiem = slot.startMinute < 720 === slot.endMinute < 720;
  const range = `${clockText(slot.startMinute, !sameMeridiem)}–${clockText(slot.endMinute, true)}`;
  return slot.kind === "midnight" ? `Midnight, ${range}` : range;
}

/** Today plus the lead days, and one more once today's cut-off has come (strictly before it is open). */
export function firstDeliveryDate(terms: LocalDeliveryTerms, now: Date): string {
  const pastCutoff = indiaMinute(now) >= terms.cutoffMinute;
  return addDays(indiaDate(now), terms.leadDays + (pastCutoff ? 1 : 0));
}

/** The perishable whose freshness ends soonest, with the last date it allows; null when none limits. */
function freshnessLimit(now: Date, perishables: PerishableLine[]): { name: string; lastDate: string } | null {
  let soonest: { name: string; maxDaysAhead: number } | null = null;
  for (const { name, maxDaysAhead } of perishables) {
    if (maxDaysAhead !== null && (soonest === null || maxDaysAhead < soonest.maxDaysAhead)) {
      soonest = { name, maxDaysAhead };
    }
  }
  return soonest && { name: soonest.name, lastDate: addDays(indiaDate(now), soonest.maxDaysAhead) };
}

function horizonLastDate(terms: LocalDeliveryTerms, now: Date): string {
  return addDays(indiaDate(now), terms.horizonDays - 1);
}

/** The booking horizon's last day, or earlier when a perishable in the cart would not keep that long. */
export function lastDeliveryDate(
  terms: LocalDeliveryTerms,
  now: Date,
  perishables: PerishableLine[],
): string {
  const horizon = horizonLastDate(terms, now);
  const fresh = freshnessLimit(now, perishables);
  return fresh && fresh.lastDate < horizon ? fresh.lastDate : horizon;
}

/** A slot closes `noticeMinutes` before it starts, so the kitchen and the rider have that long. */
export function slotOrderBy(terms: LocalDeliveryTerms, slot: SlotDefinition, date: string): Date {
  return new Date(indiaInstant(date, slot.startMinute).getTime() - terms.noticeMinutes * minuteMs);
}

/** Staff's override for the day, else the slot's default; 0 closes the slot that day. */
export function slotCapacity(slot: SlotDefinition, day: SlotDay | undefined): number {
  return day?.capacityOverride ?? slot.defaultCapacity;
}

/** A zone's own block wins over an all-zones one, so its own reason is the one shown. */
export function blockFor(blocked: BlockedDate[], zoneId: number, date: string): BlockedDate | undefined {
  return (
    blocked.find((block) => block.zoneId === zoneId && block.date === date) ??
    blocked.find((block) => block.zoneId === null && block.date === date)
  );
}

export type CalendarSlot = {
  id: number;
  kind: SlotKind;
  label: string;
  feePaise: number;
  /** Only when few are left: 1 to `fewPlacesLeft`; null otherwise, and on a slot that cannot be booked. */
  placesLeft: number | null;
  available: boolean;
  reason: "Full" | "Closed" | null;
};

/** An unavailable date says why; a date out of range or blocked lists no slots, as none can be chosen. */
export type CalendarDate = { date: string; available: boolean; reason: string | null; slots: CalendarSlot[] };

/** Why a date cannot be chosen, beside the block's own reason and the perishable's freshness. */
export const calendarReasons = {
  closedForToday: "Orders for this day have closed",
  notYetOpen: "Not yet open for booking",
  fullyBooked: "Fully booked",
  closed: "Closed",
} as const;

/** The zone's switched-on slots, earliest first. */
function offeredSlots(terms: LocalDeliveryTerms, slots: SlotDefinition[]): SlotDefinition[] {
  return slots
    .filter((slot) => slot.isActive && slot.zoneId === terms.zoneId)
    .sort((a, b) => a.startMinute - b.startMinute);
}

function calendarSlot(
  terms: LocalDeliveryTerms,
  slot: SlotDefinition,
  date: string,
  days: SlotDay[],
  now: Date,
): CalendarSlot {
  const day = days.find((row) => row.slotId === slot.id && row.date === date);
  const left = slotCapacity(slot, day) - (day?.booked ?? 0);
  const reason = now >= slotOrderBy(terms, slot, date) ? "Closed" : left <= 0 ? "Full" : null;
  return {
    id: slot.id,
    kind: slot.kind,
    label: slotLabel(slot),
    feePaise: slot.feePaise,
    placesLeft: reason === null && left <= fewPlacesLeft ? left : null,
    available: reason === null,
    reason,
  };
}

/** `dayCount` India dates from today, each bookable or not with the reason shown to the shopper. */
export function deliveryCalendar(input: {
  terms: LocalDeliveryTerms;
  slots: SlotDefinition[];
  days: SlotDay[];
  blocked: BlockedDate[];
  perishables: PerishableLine[];
  now: Date;
  dayCount?: number;
}): CalendarDate[] {
  const { terms, days, blocked, perishables, now } = input;
  const today = indiaDate(now);
  const first = firstDeliveryDate(terms, now);
  const horizon = horizonLastDate(terms, now);
  const fresh = freshnessLimit(now, perishables);
  const offered = offeredSlots(terms, input.slots);

  const refusal = (date: string): string | null => {
    if (date < first) return calendarReasons.closedForToday;
    if (fresh && date > fresh.lastDate) return deliveryMessages.perishableTooFar(fresh.name, fresh.lastDate);
    if (date > horizon) return calendarReasons.notYetOpen;
    return blockFor(blocked, terms.zoneId, date)?.reason ?? null;
  };

  return Array.from({ length: input.dayCount ?? 30 }, (_, index) => {
    const date = addDays(today, index);
    const refused = refusal(date);
    if (refused !== null) return { date, available: false, reason: refused, slots: [] };
    const slots = offered.map((slot) => calendarSlot(terms, slot, date, days, now));
    if (slots.some((slot) => slot.available)) return { date, available: true, reason: null, slots };
    const allFull = slots.length > 0 && slots.every((slot) => slot.reason === "Full");
    return {
      date,
      available: false,
      reason: allFull ? calendarReasons.fullyBooked : calendarReasons.closed,
      slots,
    };
  });
}

/**
 * When today's chance of delivery ends: the cut-off or the last open slot's order-by, whichever is
 * sooner; null when nothing can be delivered today (lead days, past the cut-off, blocked, all closed or full).
 */
export function sameDayOrderBy(
  terms: LocalDeliveryTerms,
  slots: SlotDefinition[],
  days: SlotDay[],
  blocked: BlockedDate[],
  now: Date,
): Date | null {
  const [today] = deliveryCalendar({ terms, slots, days, blocked, perishables: [], now, dayCount: 1 });
  if (!today?.available) return null;
  const open = new Set(today.slots.filter((slot) => slot.available).map((slot) => slot.id));
  const lastOrderBy = Math.max(
    ...offeredSlots(terms, slots)
      .filter((slot) => open.has(slot.id))
      .map((slot) => slotOrderBy(terms, slot, today.date).getTime()),
  );
  return new Date(Math.min(indiaInstant(today.date, terms.cutoffMinute).getTime(), lastOrderBy));
}

/** The first slot that can be booked, in date then time order (a date is available when one of its slots is). */
export function earliestSlot(calendar: CalendarDate[]): { date: string; slot: CalendarSlot } | null {
  for (const day of calendar) {
    const slot = day.slots.find((candidate) => candidate.available);
    if (slot) return { date: day.date, slot };
  }
  return null;
}

/** "Sat 24 Oct, Midnight, 11–11:59 PM": a hand delivery's date and slot as the order promised them. */
export function promisedSlotText(date: string, slotLabel: string | null): string {
  const day = shortDayText(date);
  return slotLabel ? `${day}, ${slotLabel}` : day;
}

/** "Today, 5–9 PM", "Midnight tonight, ₹249", "Sat 24 Oct, 9 AM–1 PM": the product page's earliest delivery. */
export function earliestText(date: string, slot: CalendarSlot, today: string): string {
  const ahead = daysBetween(today, date);
  const when =
    slot.kind === "midnight" && ahead === 0
      ? "Midnight tonight"
      : slot.kind === "midnight" && ahead === 1
        ? "Midnight tomorrow"
        : `${indiaDayText(date, today)}, ${slot.label}`;
  return slot.feePaise === 0 ? when : `${when}, ${formatInr(slot.feePaise)}`;
}

/** "Pune, Mumbai, Bengaluru and Delhi". */
export function areaList(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** Minutes rounded up, so the promise never outlasts the time really left. */
export function countdownText(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / minuteMs));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} h` : "", rest > 0 ? `${rest} min` : ""].filter(Boolean);
  return `Order within ${parts.join(" ")} for delivery today`;
}

/** Decision 24's refusal table: the server answers with these words and the web shows the same. */
export const deliveryMessages = {
  chooseDate: "Please choose a delivery date and time",
  dateOnlyForHand: "A delivery date can be chosen only for hand delivery",
  dateRange: (first: string, last: string) =>
    `Please choose a delivery date between ${shortDayText(first)} and ${shortDayText(last)}`,
  slotNotOffered: "This delivery time is not offered at your address. Please choose another.",
  slotPast: (label: string, date: string) =>
    `The ${label} delivery on ${shortDayText(date)} can no longer be booked. Please choose a later time.`,
  perishableCourierOnly: (name: string, areas: string[]) =>
    `${name} can only be hand-delivered in ${areaList(areas)}`,
  perishableNeedsHand: (name: string) =>
    `${name} can only be hand-delivered. Please choose a delivery date and time.`,
  perishableTooFar: (name: string, lastDate: string) =>
    `${name} is made fresh, so it can be delivered until ${shortDayText(lastDate)} at the latest`,
  slotFull: (label: string, date: string) =>
    `Sorry, the ${label} delivery on ${shortDayText(date)} is now full. Please choose another time.`,
  slotFeeChanged: (label: string, fee: string) =>
    `The ${label} slot now costs ${fee}. Please review your order and try again.`,
  packed: "Your gift has already been packed, so its card can no longer be changed.",
  noZoneDelivery: "A zone must deliver by courier, by hand, or both.",
};
