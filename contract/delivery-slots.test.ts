import { describe, expect, it } from "vitest";
import {
  areaList,
  type BlockedDate,
  blockFor,
  type CalendarSlot,
  calendarReasons,
  countdownText,
  deliveryCalendar,
  deliveryMessages,
  earliestSlot,
  earliestText,
  firstDeliveryDate,
  type LocalDeliveryTerms,
  lastDeliveryDate,
  type PerishableLine,
  type SlotDay,
  type SlotDefinition,
  sameDayOrderBy,
  slotCapacity,
  slotLabel,
  slotOrderBy,
} from "./delivery-slots";
import { formatInr } from "./money";

/** The seed's Pune terms (decision 24 "Seed"): 2 PM cut-off, same day possible, 3 h notice, 30 days. */
const terms: LocalDeliveryTerms = {
  zoneId: 1,
  areaName: "Pune",
  cutoffMinute: 840,
  leadDays: 0,
  noticeMinutes: 180,
  horizonDays: 30,
  chargePaise: 4900,
  freeShippingValuePaise: 99900,
};

const slot = (
  id: number,
  kind: SlotDefinition["kind"],
  start: number,
  end: number,
  more: Partial<SlotDefinition> = {},
) =>
  ({
    id,
    zoneId: 1,
    kind,
    startMinute: start,
    endMinute: end,
    feePaise: 0,
    defaultCapacity: 20,
    isActive: true,
    ...more,
  }) satisfies SlotDefinition;

const morning = slot(1, "window", 540, 780);
const afternoon = slot(2, "window", 780, 1020);
const evening = slot(3, "window", 1020, 1260);
const fixedEight = slot(4, "fixed_time", 1200, 1230, { feePaise: 19900, defaultCapacity: 8 });
const midnight = slot(5, "midnight", 1380, 1439, { feePaise: 24900, defaultCapacity: 10 });
/** Listed out of order on purpose: the calendar sorts by start. */
const seeded = [midnight, evening, morning, fixedEight, afternoon];

/** An instant from India's wall clock: `ist("2026-10-19 11:59")`. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(" ", "T")}+05:30`);

function calendar(now: Date, more: Partial<Parameters<typeof deliveryCalendar>[0]> = {}) {
  return deliveryCalendar({ terms, slots: seeded, days: [], blocked: [], perishables: [], now, ...more });
}

const slotStates = (slots: CalendarSlot[]) => slots.map((s) => [s.label, s.reason]);

describe("slotLabel", () => {
  it.each([
    ["window", 540, 780, "9 AM–1 PM"],
    ["window", 780, 1020, "1–5 PM"],
    ["window", 1020, 1260, "5–9 PM"],
    ["window", 570, 780, "9:30 AM–1 PM"],
    ["window", 600, 645, "10–10:45 AM"],
    ["window", 660, 720, "11 AM–12 PM"],
    ["window", 0, 60, "12–1 AM"],
    ["fixed_time", 1200, 1230, "Fixed time, 8 PM"],
    ["fixed_time", 1170, 1200, "Fixed time, 7:30 PM"],
    ["midnight", 1380, 1439, "Midnight, 11–11:59 PM"],
  ] as const)("%s %i–%i reads %s", (kind, startMinute, endMinute, label) => {
    expect(slotLabel({ kind, startMinute, endMinute })).toBe(label);
  });
});

describe("the cut-off", () => {
  const noon = { ...terms, cutoffMinute: 720 };

  it.each([
    [noon, "2026-10-19 11:59", "2026-10-19"],
    [noon, "2026-10-19 12:00", "2026-10-20"],
    [terms, "2026-10-19 13:59", "2026-10-19"],
    [terms, "2026-10-19 14:00", "2026-10-20"],
    [{ ...terms, leadDays: 2 }, "2026-10-19 09:00", "2026-10-21"],
    [{ ...terms, leadDays: 2 }, "2026-10-19 14:00", "2026-10-22"],
  ])("with cut-off %o at %s the first date is %s", (cutoffTerms, wallClock, first) => {
    expect(firstDeliveryDate(cutoffTerms, ist(wallClock))).toBe(first);
  });

  it("keeps today open until just before the cut-off, then closes it for the day", () => {
    const [open] = deliveryCalendar({
      terms: noon,
      slots: seeded,
      days: [],
      blocked: [],
      perishables: [],
      now: ist("2026-10-19 11:59"),
    });
    expect(open?.available).toBe(true);
    const [closed, tomorrow] = deliveryCalendar({
      terms: noon,
      slots: seeded,
      days: [],
      blocked: [],
      perishables: [],
      now: ist("2026-10-19 12:00"),
    });
    expect(closed).toEqual({
      date: "2026-10-19",
      available: false,
      reason: "Orders for this day have closed",
      slots: [],
    });
    expect(tomorrow?.available).toBe(true);
  });

  it("counts lead days as closed too", () => {
    const days = deliveryCalendar({
      terms: { ...terms, leadDays: 1 },
      slots: seeded,
      days: [],
      blocked: [],
      perishables: [],
      now: ist("2026-10-19 09:00"),
    });
    expect(days.map((d) => [d.date, d.reason]).slice(0, 2)).toEqual([
      ["2026-10-19", calendarReasons.closedForToday],
      ["2026-10-20", null],
    ]);
  });
});

describe("a slot's order-by time", () => {
  it("is its start less the notice, in India time", () => {
    expect(slotOrderBy(terms, midnight, "2026-10-19")).toEqual(ist("2026-10-19 20:00"));
    expect(slotOrderBy(terms, morning, "2026-10-20")).toEqual(ist("2026-10-20 06:00"));
  });

  it("closes each slot at its order-by, not a minute sooner", () => {
    const lateCutoff = { ...terms, cutoffMinute: 1439 };
    const at = (wallClock: string) =>
      deliveryCalendar({
        terms: lateCutoff,
        slots: seeded,
        days: [],
        blocked: [],
        perishables: [],
        now: ist(wallClock),
        dayCount: 1,
      })[0];
    expect(slotStates(at("2026-10-19 19:59")?.slots ?? [])).toEqual([
      ["9 AM–1 PM", "Closed"],
      ["1–5 PM", "Closed"],
      ["5–9 PM", "Closed"],
      ["Fixed time, 8 PM", "Closed"],
      ["Midnight, 11–11:59 PM", null],
    ]);
    const eight = at("2026-10-19 20:00");
    expect(eight?.slots.map((s) => s.reason)).toEqual(["Closed", "Closed", "Closed", "Closed", "Closed"]);
    expect([eight?.available, eight?.reason]).toEqual([false, "Closed"]);
  });

  it("at 23:59 India time has closed tonight's midnight slot, and the calendar starts tomorrow", () => {
    const now = ist("2026-10-19 23:59");
    expect(now >= slotOrderBy(terms, midnight, "2026-10-19")).toBe(true);
    const days = calendar(now);
    expect(days[0]?.reason).toBe(calendarReasons.closedForToday);
    expect(earliestSlot(days)).toMatchObject({ date: "2026-10-20", slot: { label: "9 AM–1 PM" } });
  });
});

describe("India's date, not UTC's", () => {
  it("moves today at 18:30 UTC although the UTC date does not change", () => {
    const before = calendar(new Date("2026-10-19T18:29:00Z"));
    const after = calendar(new Date("2026-10-19T18:30:00Z"));
    expect(before[0]?.date).toBe("2026-10-19");
    expect(before[0]?.available).toBe(false);
    expect(after[0]?.date).toBe("2026-10-20");
    expect(after[0]?.available).toBe(true);
    expect(after).toHaveLength(30);
    expect(after[29]?.date).toBe("2026-11-18");
  });

  it.each(["2026-10-19T20:00:00Z", "2026-10-19T22:00:00Z", "2026-10-19T23:59:00Z"])(
    "at %s (still the 19th in UTC) books from India's 20th, morning included",
    (iso) => {
      const now = new Date(iso);
      expect(firstDeliveryDate(terms, now)).toBe("2026-10-20");
      const [today] = calendar(now);
      expect(today?.date).toBe("2026-10-20");
      expect(today?.slots[0]).toMatchObject({ label: "9 AM–1 PM", available: true });
      expect(sameDayOrderBy(terms, seeded, [], [], now)).toEqual(ist("2026-10-20 14:00"));
    },
  );
});

describe("capacity", () => {
  const day = (slotId: number, booked: number, capacityOverride: number | null = null): SlotDay => ({
    slotId,
    date: "2026-10-20",
    capacityOverride,
    booked,
  });
  const now = ist("2026-10-19 15:00");
  const tomorrow = (days: SlotDay[]) => calendar(now, { days })[1];

  it("takes staff's override for the day over the slot's default", () => {
    expect(slotCapacity(midnight, undefined)).toBe(10);
    expect(slotCapacity(midnight, day(5, 0, 3))).toBe(3);
    expect(slotCapacity(midnight, day(5, 0, 0))).toBe(0);
  });

  it("calls a slot full at its capacity, an override of 0 or one below the bookings", () => {
    const slots = tomorrow([day(1, 0, 0), day(2, 20), day(3, 4, 2), day(4, 7), day(5, 5)])?.slots ?? [];
    expect(slots.map((s) => [s.label, s.available, s.reason, s.placesLeft])).toEqual([
      ["9 AM–1 PM", false, "Full", null],
      ["1–5 PM", false, "Full", null],
      ["5–9 PM", false, "Full", null],
      ["Fixed time, 8 PM", true, null, 1],
      ["Midnight, 11–11:59 PM", true, null, 5],
    ]);
  });

  it("shows places left only when few remain", () => {
    const slots = tomorrow([day(1, 17), day(2, 14), day(3, 15)])?.slots ?? [];
    expect(slots.map((s) => s.placesLeft)).toEqual([3, null, 5, null, null]);
  });

  it("reads counters of that slot on that date only", () => {
    const otherDay = { ...day(1, 20), date: "2026-10-21" };
    const slots = tomorrow([otherDay, { ...day(9, 20), slotId: 9 }])?.slots ?? [];
    expect(slots.every((s) => s.available)).toBe(true);
  });

  it("calls a date whose slots are all full fully booked, and one with a closed slot closed, closed before full", () => {
    const full = [1, 2, 3, 4, 5].map((id) => day(id, 20, id === 4 ? 8 : null));
    expect(tomorrow(full)).toMatchObject({ available: false, reason: "Fully booked" });
    const [today] = calendar(ist("2026-10-19 13:00"), {
      days: [2, 3, 4, 5].map((id) => ({ ...day(id, 20), date: "2026-10-19", capacityOverride: 0 })),
    });
    expect(slotStates(today?.slots ?? []).map(([, reason]) => reason)).toEqual([
      "Closed",
      "Closed",
      "Full",
      "Full",
      "Full",
    ]);
    expect(today).toMatchObject({ available: false, reason: "Closed" });
  });
});

describe("slots offered", () => {
  it("lists only the zone's switched-on slots, earliest first", () => {
    const slots = [
      ...seeded,
      slot(6, "window", 480, 540, { isActive: false }),
      slot(7, "window", 420, 480, { zoneId: 2 }),
    ];
    const [, tomorrow] = calendar(ist("2026-10-19 15:00"), { slots });
    expect(tomorrow?.slots.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("closes a date with no slot at all", () => {
    expect(calendar(ist("2026-10-19 15:00"), { slots: [] })[1]).toMatchObject({
      available: false,
      reason: "Closed",
    });
  });
});

describe("blocked dates", () => {
  const diwali: BlockedDate = { zoneId: null, date: "2026-10-21", reason: "No deliveries on Diwali, 21 Oct" };
  const puneOnly: BlockedDate = { zoneId: 1, date: "2026-10-21", reason: "Our Pune riders are off" };
  const mumbaiOnly: BlockedDate = { zoneId: 2, date: "2026-10-22", reason: "Mumbai is closed" };

  it("lets the zone's own block win over an all-zones one, and ignores other zones'", () => {
    expect(blockFor([diwali, puneOnly], 1, "2026-10-21")).toBe(puneOnly);
    expect(blockFor([diwali, puneOnly], 2, "2026-10-21")).toBe(diwali);
    expect(blockFor([diwali, mumbaiOnly], 1, "2026-10-22")).toBeUndefined();
  });

  it("shows the block's reason verbatim and offers no slot that day", () => {
    const days = calendar(ist("2026-10-19 10:00"), { blocked: [diwali, mumbaiOnly] });
    expect(days[2]).toEqual({ date: "2026-10-21", available: false, reason: diwali.reason, slots: [] });
    expect(days[3]?.available).toBe(true);
    expect(calendar(ist("2026-10-19 10:00"), { blocked: [puneOnly, diwali] })[2]?.reason).toBe(
      puneOnly.reason,
    );
  });
});

describe("the last date", () => {
  const now = ist("2026-10-19 10:00");
  const cake: PerishableLine = { name: "Chocolate Truffle Cake", maxDaysAhead: 3 };
  const roses: PerishableLine = { name: "Red Roses Bouquet", maxDaysAhead: 2 };
  const mug: PerishableLine = { name: "Photo Mug", maxDaysAhead: null };

  it("is the horizon's last day, or sooner for the shortest-lived perishable", () => {
    expect(lastDeliveryDate(terms, now, [])).toBe("2026-11-17");
    expect(lastDeliveryDate(terms, now, [mug])).toBe("2026-11-17");
    expect(lastDeliveryDate(terms, now, [cake, roses, mug])).toBe("2026-10-21");
    expect(lastDeliveryDate({ ...terms, horizonDays: 2 }, now, [cake])).toBe("2026-10-20");
  });

  it("explains the dates after a perishable's last one by its freshness", () => {
    const days = calendar(now, { perishables: [mug, cake, roses] });
    expect(days.slice(0, 4).map((d) => [d.date, d.available, d.reason])).toEqual([
      ["2026-10-19", true, null],
      ["2026-10-20", true, null],
      ["2026-10-21", true, null],
      [
        "2026-10-22",
        false,
        "Red Roses Bouquet is made fresh, so it can be delivered until Wed 21 Oct at the latest",
      ],
    ]);
    expect(days[29]?.reason).toBe(days[3]?.reason);
  });

  it("keeps dates past the horizon not yet open", () => {
    const days = calendar(now, { dayCount: 32, perishables: [mug] });
    expect(days.map((d) => d.available).lastIndexOf(true)).toBe(29);
    expect(days[30]).toMatchObject({
      date: "2026-11-18",
      available: false,
      reason: "Not yet open for booking",
    });
  });
});

describe("sameDayOrderBy", () => {
  it("is the cut-off when a slot stays open past it", () => {
    expect(sameDayOrderBy(terms, seeded, [], [], ist("2026-10-19 13:59"))).toEqual(ist("2026-10-19 14:00"));
  });

  it("is the last open slot's order-by when that comes before the cut-off", () => {
    const late = { ...terms, cutoffMinute: 1320 };
    expect(sameDayOrderBy(late, seeded, [], [], ist("2026-10-19 15:00"))).toEqual(ist("2026-10-19 20:00"));
    const midnightFull: SlotDay = { slotId: 5, date: "2026-10-19", capacityOverride: null, booked: 10 };
    expect(sameDayOrderBy(late, seeded, [midnightFull], [], ist("2026-10-19 15:00"))).toEqual(
      ist("2026-10-19 17:00"),
    );
  });

  it("is null when today cannot be booked at all", () => {
    const now = ist("2026-10-19 10:00");
    expect(sameDayOrderBy(terms, seeded, [], [], ist("2026-10-19 14:00"))).toBeNull();
    expect(sameDayOrderBy({ ...terms, leadDays: 1 }, seeded, [], [], now)).toBeNull();
    expect(
      sameDayOrderBy(terms, seeded, [], [{ zoneId: null, date: "2026-10-19", reason: "Closed today" }], now),
    ).toBeNull();
    const allFull = seeded.map(
      (s): SlotDay => ({ slotId: s.id, date: "2026-10-19", capacityOverride: 0, booked: 0 }),
    );
    expect(sameDayOrderBy(terms, seeded, allFull, [], now)).toBeNull();
  });
});

describe("the earliest delivery", () => {
  const today = "2026-10-19";
  const shown = (kind: CalendarSlot["kind"], label: string, feePaise = 0): CalendarSlot => ({
    id: 1,
    kind,
    label,
    feePaise,
    placesLeft: null,
    available: true,
    reason: null,
  });

  it("is the first open slot of the first open date", () => {
    expect(earliestSlot(calendar(ist("2026-10-19 13:00")))).toMatchObject({
      date: today,
      slot: { label: "5–9 PM" },
    });
    expect(earliestSlot(calendar(ist("2026-10-19 14:00")))).toMatchObject({
      date: "2026-10-20",
      slot: { label: "9 AM–1 PM" },
    });
    expect(earliestSlot(calendar(ist("2026-10-19 13:00"), { slots: [] }))).toBeNull();
  });

  it.each([
    ["2026-10-19", shown("window", "5–9 PM"), "Today, 5–9 PM"],
    ["2026-10-20", shown("window", "9 AM–1 PM"), "Tomorrow, 9 AM–1 PM"],
    ["2026-10-19", shown("midnight", "Midnight, 11–11:59 PM", 24900), "Midnight tonight, ₹249"],
    ["2026-10-20", shown("midnight", "Midnight, 11–11:59 PM", 24900), "Midnight tomorrow, ₹249"],
    ["2026-10-20", shown("fixed_time", "Fixed time, 8 PM", 19900), "Tomorrow, Fixed time, 8 PM, ₹199"],
    ["2026-10-24", shown("window", "9 AM–1 PM"), "Sat 24 Oct, 9 AM–1 PM"],
    [
      "2026-10-24",
      shown("midnight", "Midnight, 11–11:59 PM", 24950),
      "Sat 24 Oct, Midnight, 11–11:59 PM, ₹249.50",
    ],
  ])("on %s reads as %o → %s", (date, chosen, text) => {
    expect(earliestText(date, chosen, today)).toBe(text);
  });
});

describe("words", () => {
  it("lists areas with commas and a final and", () => {
    expect(areaList(["Pune"])).toBe("Pune");
    expect(areaList(["Pune", "Mumbai"])).toBe("Pune and Mumbai");
    expect(areaList(["Pune", "Mumbai", "Bengaluru", "Delhi"])).toBe("Pune, Mumbai, Bengaluru and Delhi");
  });

  it.each([
    [80 * 60_000, "Order within 1 h 20 min for delivery today"],
    [45 * 60_000, "Order within 45 min for delivery today"],
    [120 * 60_000, "Order within 2 h for delivery today"],
    [59.2 * 60_000, "Order within 1 h for delivery today"],
    [(79 * 60 + 1) * 1000, "Order within 1 h 20 min for delivery today"],
    [30_000, "Order within 1 min for delivery today"],
    [0, "Order within 1 min for delivery today"],
  ])("counts %i ms down as %s", (msLeft, text) => {
    expect(countdownText(msLeft)).toBe(text);
  });

  it("words the refusals with short days and rupees", () => {
    expect(deliveryMessages.dateRange("2026-10-21", "2026-11-19")).toBe(
      "Please choose a delivery date between Wed 21 Oct and Thu 19 Nov",
    );
    expect(
      deliveryMessages.perishableCourierOnly("Kaju Katli", ["Pune", "Mumbai", "Bengaluru", "Delhi"]),
    ).toBe("Kaju Katli can only be hand-delivered in Pune, Mumbai, Bengaluru and Delhi");
    expect(deliveryMessages.slotPast("9 AM–1 PM", "2026-10-19")).toBe(
      "The 9 AM–1 PM delivery on Mon 19 Oct can no longer be booked. Please choose a later time.",
    );
    expect(deliveryMessages.slotFull("Midnight, 11–11:59 PM", "2026-10-20")).toBe(
      "Sorry, the Midnight, 11–11:59 PM delivery on Tue 20 Oct is now full. Please choose another time.",
    );
    expect(deliveryMessages.slotFeeChanged("Midnight, 11–11:59 PM", formatInr(24900))).toBe(
      "The Midnight, 11–11:59 PM slot now costs ₹249. Please review your order and try again.",
    );
  });
});
