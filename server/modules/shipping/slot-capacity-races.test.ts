import { bookedOn, makeHandZone, setSlotDay } from "@server/testing/hand-delivery";
import { itRace, together } from "@server/testing/race";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { moveSlotPlace, type SlotDate, takeSlotPlace } from "./delivery-slots.service";

let t: TestApp;
let slots: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const zone = await makeHandZone(t.db, { prefix: "411", area: "Pune" });
  slots = zone.rows.map((slot) => slot.id);
});
afterAll(() => t.close());

const slot = (index: number) => slots[index] ?? 0;
const take = (day: SlotDate) => t.db.transaction((tx) => takeSlotPlace(tx, day.slotId, day.date));
const move = (from: SlotDate, to: SlotDate) => t.db.transaction((tx) => moveSlotPlace(tx, from, to));

describe("slot capacity under contention (PostgreSQL)", () => {
  itRace("gives the last 3 places of the midnight slot to exactly 3 of 20 buyers", async () => {
    const day = { slotId: slot(4), date: "2026-10-20" };
    await setSlotDay(t.db, day.slotId, day.date, { capacityOverride: 3 });
    const results = await together(20, () => take(day));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await bookedOn(t.db, day.slotId, day.date)).toBe(3);
  });

  itRace("counts every buyer of a day no one had booked yet, the counter row made by the first", async () => {
    const day = { slotId: slot(3), date: "2026-10-21" };
    const results = await together(12, () => take(day));
    expect(results.filter(Boolean)).toHaveLength(8);
    expect(await bookedOn(t.db, day.slotId, day.date)).toBe(8);
  });

  itRace("lets a staff move and a buyer race for the last place: one of them has it", async () => {
    const from = { slotId: slot(0), date: "2026-10-22" };
    const to = { slotId: slot(1), date: "2026-10-22" };
    for (let round = 0; round < 10; round++) {
      await setSlotDay(t.db, from.slotId, from.date, { booked: 1 });
      await setSlotDay(t.db, to.slotId, to.date, { booked: 4, capacityOverride: 5 });
      const [moved, bought] = await Promise.all([move(from, to), take(to)]);
      expect([moved, bought].filter(Boolean)).toHaveLength(1);
      expect(await bookedOn(t.db, to.slotId, to.date)).toBe(5);
      expect(await bookedOn(t.db, from.slotId, from.date)).toBe(moved ? 0 : 1);
    }
  });

  itRace("swaps two orders between two slots at the same moment without a deadlock", async () => {
    const a = { slotId: slot(0), date: "2026-10-23" };
    const b = { slotId: slot(2), date: "2026-10-24" };
    await setSlotDay(t.db, a.slotId, a.date, { booked: 10 });
    await setSlotDay(t.db, b.slotId, b.date, { booked: 10 });
    for (let round = 0; round < 20; round++) {
      const outcomes = await Promise.allSettled([move(a, b), move(b, a), move(a, b), move(b, a)]);
      const failed = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
      expect(failed).toEqual([]);
    }
    expect((await bookedOn(t.db, a.slotId, a.date)) + (await bookedOn(t.db, b.slotId, b.date))).toBe(20);
  });
});
