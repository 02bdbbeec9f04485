import { deliveryMessages, type PerishableLine } from "@contract/delivery-slots";
import { indiaInstant } from "@contract/india-time";
import { deliverySlots, localDeliverySettings } from "@server/db/schema/shipping";
import { testClock } from "@server/testing/clock";
import {
  blockDate,
  bookedOn,
  type HandZone,
  makeCourierZone,
  makeHandZone,
  setSlotDay,
} from "@server/testing/hand-delivery";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  calendarFor,
  checkHandDelivery,
  handDeliveryAreas,
  localDeliveryOf,
  moveSlotPlace,
  releaseSlotPlace,
  takeSlotPlace,
} from "./delivery-slots.service";

/** Monday 19 Oct 2026, noon in India. */
const clock = testClock("2026-10-19T12:00+05:30");
let t: TestApp;
type Zone = Pick<HandZone, "zoneId" | "rows">;
let pune: Zone;
let mumbai: Zone;
let nashik: Zone;
let goa: Zone;
let hyderabad: Zone;

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  pune = await makeHandZone(t.db, { prefix: "411", area: "Pune", position: 0 });
  mumbai = await makeHandZone(t.db, { prefix: "400", area: "Mumbai", position: 1, horizonDays: 10 });
  // A noon cut-off and no notice: one afternoon window.
  nashik = await makeHandZone(t.db, {
    prefix: "422",
    area: "Nashik",
    position: 2,
    cutoffMinute: 720,
    noticeMinutes: 0,
    slots: ["afternoon"],
  });
  // Orders taken until 23:59, but each slot closes 3 h before it starts.
  goa = await makeHandZone(t.db, { prefix: "403", area: "Goa", position: 3, cutoffMinute: 1439 });
  hyderabad = { zoneId: (await makeCourierZone(t.db, { prefix: "500" })).id, rows: [] };
});
afterAll(() => t.close());
beforeEach(() => clock.set("2026-10-19T12:00+05:30"));

const calendar = (zone: Zone, perishables: PerishableLine[] = []) =>
  calendarFor(t.deps, t.db, { zoneId: zone.zoneId, perishables, now: t.deps.now() });

async function dates(zone: Zone, perishables: PerishableLine[] = []) {
  const found = await calendar(zone, perishables);
  if (!found) throw new Error("no hand delivery in that zone");
  return found.dates;
}

const slotId = (zone: Zone, start: number) => {
  const slot = zone.rows.find((candidate) => candidate.startMinute === start);
  if (!slot) throw new Error(`no slot at ${start}`);
  return slot.id;
};

describe("the hand-delivery calendar", () => {
  it("lists 30 India dates from today; today's slots close 3 h before they start", async () => {
    const found = await calendar(pune);
    expect(found?.area).toBe("Pune");
    expect(found?.dates).toHaveLength(30);
    expect(found?.dates[0]?.date).toBe("2026-10-19");
    expect(found?.dates[29]?.date).toBe("2026-11-17");
    expect(found?.dates[0]?.slots.map((slot) => [slot.label, slot.reason])).toEqual([
      ["9 AM–1 PM", "Closed"],
      ["1–5 PM", "Closed"],
      ["5–9 PM", null],
      ["Fixed time, 8 PM", null],
      ["Midnight, 11–11:59 PM", null],
    ]);
    expect(found?.dates[0]?.slots.map((slot) => slot.feePaise)).toEqual([0, 0, 0, 19_900, 24_900]);
    expect(found?.dates[1]?.slots.every((slot) => slot.available && slot.placesLeft === null)).toBe(true);
  });

  it("answers null for a courier-only zone", async () => {
    expect(await calendar(hyderabad)).toBeNull();
    expect(await localDeliveryOf(t.deps, hyderabad.zoneId)).toBeNull();
  });

  it.each([
    ["11:59", true, "2026-10-19T12:00+05:30"],
    ["12:00", false, null],
  ])("against a 12:00 cut-off, at %s IST today is open: %s", async (time, open, orderBy) => {
    clock.set(`2026-10-19T${time}+05:30`);
    const found = await calendar(nashik);
    expect(found?.dates[0]?.available).toBe(open);
    expect(found?.dates[0]?.reason).toBe(open ? null : "Orders for this day have closed");
    expect(found?.dates[1]?.available).toBe(true);
    expect(found?.sameDayOrderBy).toEqual(orderBy === null ? null : new Date(orderBy));
  });

  it.each([
    ["13:59", true],
    ["14:00", false],
  ])("against the seeded 2 PM cut-off, at %s IST today is open: %s", async (time, open) => {
    clock.set(`2026-10-19T${time}+05:30`);
    const found = await calendar(pune);
    expect(found?.dates[0]?.available).toBe(open);
    expect(found?.sameDayOrderBy).toEqual(open ? indiaInstant("2026-10-19", 840) : null);
  });

  it("ends today's chance at the last open slot's order-by when that comes before the cut-off", async () => {
    clock.set("2026-10-19T19:00+05:30");
    // Goa takes orders till 23:59, but its last slot (midnight, 23:00) closes at 20:00.
    expect((await calendar(goa))?.sameDayOrderBy).toEqual(indiaInstant("2026-10-19", 1200));
    clock.set("2026-10-19T21:00+05:30");
    const [today] = await dates(goa);
    expect(today).toMatchObject({ available: false, reason: "Closed" });
    expect(today?.slots.every((slot) => slot.reason === "Closed")).toBe(true);
  });

  it("at 23:59 IST starts tomorrow, whose midnight slot is open", async () => {
    clock.set("2026-10-19T23:59+05:30");
    const [today, tomorrow] = await dates(pune);
    expect(today).toMatchObject({ date: "2026-10-19", available: false, slots: [] });
    expect(tomorrow?.date).toBe("2026-10-20");
    expect(tomorrow?.slots.find((slot) => slot.kind === "midnight")).toMatchObject({ available: true });
  });

  it("moves to the next India date at 18:30 UTC, though the UTC date stays the same", async () => {
    clock.set("2026-10-19T18:29:00Z");
    expect((await dates(pune))[0]?.date).toBe("2026-10-19");
    clock.set("2026-10-19T18:30:00Z");
    const [today] = await dates(pune);
    expect(today).toMatchObject({ date: "2026-10-20", available: true });
    expect(today?.slots[0]).toMatchObject({ label: "9 AM–1 PM", available: true });
  });

  it.each(["20:00", "21:45", "23:59"])(
    "at %s UTC on the 19th it is already the 20th in India, with the whole day open",
    async (time) => {
      clock.set(`2026-10-19T${time}:00Z`);
      const [today] = await dates(pune);
      expect(today?.date).toBe("2026-10-20");
      expect(today?.slots.every((slot) => slot.available)).toBe(true);
    },
  );

  it("shows a blocked date with its reason, a zone's own block over an all-zones one", async () => {
    await blockDate(t.db, "2026-10-21", "No deliveries on Diwali, 21 Oct");
    await blockDate(t.db, "2026-10-22", "No deliveries on Bhai Dooj");
    await blockDate(t.db, "2026-10-22", "Our Pune riders are off on 22 Oct", pune.zoneId);
    const inPune = await dates(pune);
    const inMumbai = await dates(mumbai);
    expect(inPune[2]).toEqual({
      date: "2026-10-21",
      available: false,
      reason: "No deliveries on Diwali, 21 Oct",
      slots: [],
    });
    expect(inPune[3]?.reason).toBe("Our Pune riders are off on 22 Oct");
    expect(inMumbai[3]?.reason).toBe("No deliveries on Bhai Dooj");
  });

  it("says how many places are left only when few are, and disables full slots", async () => {
    const date = "2026-10-23";
    await setSlotDay(t.db, slotId(pune, 540), date, { booked: 14 });
    await setSlotDay(t.db, slotId(pune, 780), date, { booked: 17 });
    await setSlotDay(t.db, slotId(pune, 1020), date, { capacityOverride: 3 });
    await setSlotDay(t.db, slotId(pune, 1200), date, { capacityOverride: 0 });
    await setSlotDay(t.db, slotId(pune, 1380), date, { booked: 10 });
    const day = (await dates(pune)).find((candidate) => candidate.date === date);
    expect(day?.slots.map((slot) => [slot.placesLeft, slot.reason])).toEqual([
      [null, null],
      [3, null],
      [3, null],
      [null, "Full"],
      [null, "Full"],
    ]);
    expect(day?.available).toBe(true);
  });

  it("calls a date whose every slot is full fully booked", async () => {
    const date = "2026-10-24";
    for (const slot of pune.rows) await setSlotDay(t.db, slot.id, date, { capacityOverride: 0 });
    expect((await dates(pune)).find((day) => day.date === date)).toMatchObject({
      available: false,
      reason: "Fully booked",
    });
  });

  it("stops at a perishable's last day, naming it, and at the zone's booking horizon", async () => {
    const cake = [{ name: "Black Forest Cake", maxDaysAhead: 2 }];
    const withCake = await dates(pune, cake);
    expect(withCake[2]?.available).toBe(false); // the 21st is blocked above
    expect(withCake[3]?.reason).toBe(
      "Black Forest Cake is made fresh, so it can be delivered until Wed 21 Oct at the latest",
    );
    const inMumbai = await dates(mumbai);
    expect(inMumbai[9]?.available).toBe(true);
    expect(inMumbai[10]?.reason).toBe("Not yet open for booking");
  });
});

describe("checkHandDelivery", () => {
  const check = (zone: Zone, date: string | null, slot: number | null, perishables: PerishableLine[] = []) =>
    checkHandDelivery(t.deps, t.db, {
      zoneId: zone.zoneId,
      date,
      slotId: slot,
      perishables,
      now: clock.now(),
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = (await promise.then(
      () => null,
      (caught: unknown) => caught,
    )) as { statusCode?: number; message?: string } | null;
    return error && { status: error.statusCode, message: error.message };
  };

  it("accepts an open slot and answers its label and fee as promised", async () => {
    expect(await check(pune, "2026-10-20", slotId(pune, 1380))).toMatchObject({
      slot: { id: slotId(pune, 1380) },
      label: "Midnight, 11–11:59 PM",
      feePaise: 24_900,
      terms: { zoneId: pune.zoneId, areaName: "Pune" },
    });
  });

  it.each([
    ["no date", null, 540, "Please choose a delivery date and time"],
    ["no slot", "2026-10-20", null, "Please choose a delivery date and time"],
    [
      "a date that is not on the calendar",
      "2026-02-30",
      540,
      "Please choose a delivery date between Mon 19 Oct and Tue 17 Nov",
    ],
    [
      "a date that is not a date",
      "20/10/2026",
      540,
      "Please choose a delivery date between Mon 19 Oct and Tue 17 Nov",
    ],
    ["yesterday", "2026-10-18", 1020, "Please choose a delivery date between Mon 19 Oct and Tue 17 Nov"],
    [
      "a day past the horizon",
      "2026-11-18",
      540,
      "Please choose a delivery date between Mon 19 Oct and Tue 17 Nov",
    ],
    [
      "a slot whose order-by passed",
      "2026-10-19",
      780,
      "The 1–5 PM delivery on Mon 19 Oct can no longer be booked. Please choose a later time.",
    ],
  ])("refuses %s (400)", async (_, date, start, message) => {
    expect(await refusal(check(pune, date, start === null ? null : slotId(pune, start)))).toEqual({
      status: 400,
      message,
    });
  });

  it("refuses today once the cut-off has come, naming tomorrow as the first date", async () => {
    clock.set("2026-10-19T14:00+05:30");
    expect(await refusal(check(pune, "2026-10-19", slotId(pune, 1380)))).toEqual({
      status: 400,
      message: "Please choose a delivery date between Tue 20 Oct and Tue 17 Nov",
    });
  });

  it("refuses another zone's slot, a switched-off slot, and a zone without hand delivery", async () => {
    const offered = { status: 400, message: deliveryMessages.slotNotOffered };
    expect(await refusal(check(pune, "2026-10-20", slotId(mumbai, 540)))).toEqual(offered);
    const [extra] = await t.db
      .insert(deliverySlots)
      .values({
        zoneId: pune.zoneId,
        kind: "window",
        startMinute: 600,
        endMinute: 660,
        defaultCapacity: 5,
        isActive: false,
      })
      .returning();
    await t.publicCache.invalidate();
    expect(await refusal(check(pune, "2026-10-20", extra?.id ?? 0))).toEqual(offered);
    expect(await refusal(check(hyderabad, "2026-10-20", slotId(pune, 540)))).toEqual(offered);
  });

  it("refuses a blocked date with the block's reason", async () => {
    expect(await refusal(check(pune, "2026-10-21", slotId(pune, 540)))).toEqual({
      status: 400,
      message: "No deliveries on Diwali, 21 Oct",
    });
  });

  it("refuses a date past a perishable's days, naming the one that ends soonest", async () => {
    const lines = [
      { name: "Kaju Katli", maxDaysAhead: 3 },
      { name: "Black Forest Cake", maxDaysAhead: 2 },
      { name: "Rose Bouquet", maxDaysAhead: null },
    ];
    expect(await refusal(check(pune, "2026-10-23", slotId(pune, 540), lines))).toEqual({
      status: 400,
      message: "Black Forest Cake is made fresh, so it can be delivered until Wed 21 Oct at the latest",
    });
    expect(await check(pune, "2026-10-20", slotId(pune, 540), lines)).toMatchObject({ label: "9 AM–1 PM" });
  });

  it("does not check capacity: the order's transaction takes the place", async () => {
    await setSlotDay(t.db, slotId(pune, 540), "2026-10-26", { capacityOverride: 0 });
    expect(await check(pune, "2026-10-26", slotId(pune, 540))).toMatchObject({ label: "9 AM–1 PM" });
  });
});

describe("slot places", () => {
  it("takes places up to the capacity, then refuses, and gives one back", async () => {
    const slot = slotId(pune, 1200);
    const date = "2026-10-27";
    await setSlotDay(t.db, slot, date, { capacityOverride: 2 });
    const took = await t.db.transaction(async (tx) => [
      await takeSlotPlace(tx, slot, date),
      await takeSlotPlace(tx, slot, date),
      await takeSlotPlace(tx, slot, date),
    ]);
    expect(took).toEqual([true, true, false]);
    await t.db.transaction((tx) => releaseSlotPlace(tx, slot, date));
    expect(await bookedOn(t.db, slot, date)).toBe(1);
  });

  it("takes the first place of a day no one booked yet, at the slot's default capacity", async () => {
    const slot = slotId(pune, 1380);
    expect(await t.db.transaction((tx) => takeSlotPlace(tx, slot, "2026-10-28"))).toBe(true);
    expect(await bookedOn(t.db, slot, "2026-10-28")).toBe(1);
  });

  it("refuses a place when staff set the capacity below what is booked, and undoes nothing", async () => {
    const slot = slotId(pune, 540);
    await setSlotDay(t.db, slot, "2026-10-29", { booked: 4, capacityOverride: 2 });
    expect(await t.db.transaction((tx) => takeSlotPlace(tx, slot, "2026-10-29"))).toBe(false);
    expect(await bookedOn(t.db, slot, "2026-10-29")).toBe(4);
  });

  it("moves a place to another slot and date, or leaves both as they were when the target is full", async () => {
    const from = { slotId: slotId(pune, 540), date: "2026-10-30" };
    const to = { slotId: slotId(pune, 1020), date: "2026-10-31" };
    await setSlotDay(t.db, from.slotId, from.date, { booked: 1, capacityOverride: 3 });
    await setSlotDay(t.db, to.slotId, to.date, { capacityOverride: 1 });
    expect(await t.db.transaction((tx) => moveSlotPlace(tx, from, to))).toBe(true);
    expect([await bookedOn(t.db, from.slotId, from.date), await bookedOn(t.db, to.slotId, to.date)]).toEqual([
      0, 1,
    ]);
    const back = await t.db.transaction(async (tx) => {
      await takeSlotPlace(tx, from.slotId, from.date);
      return moveSlotPlace(tx, from, to);
    });
    expect(back).toBe(false);
    expect([await bookedOn(t.db, from.slotId, from.date), await bookedOn(t.db, to.slotId, to.date)]).toEqual([
      1, 1,
    ]);
  });
});

describe("hand-delivery areas", () => {
  it("names the active areas in their position order, leaving out switched-off ones", async () => {
    expect(await handDeliveryAreas(t.deps)).toEqual(["Pune", "Mumbai", "Nashik", "Goa"]);
    await t.db
      .update(localDeliverySettings)
      .set({ isActive: false })
      .where(eq(localDeliverySettings.zoneId, goa.zoneId));
    await t.publicCache.invalidate();
    expect(await handDeliveryAreas(t.deps)).toEqual(["Pune", "Mumbai", "Nashik"]);
    expect(deliveryMessages.perishableCourierOnly("Black Forest Cake", await handDeliveryAreas(t.deps))).toBe(
      "Black Forest Cake can only be hand-delivered in Pune, Mumbai and Nashik",
    );
  });
});
