import { deliveryReachResponse } from "@contract/delivery";
import { testClock } from "@server/testing/clock";
import { blockDate, makeCourierZone, makeHandZone, setSlotDay } from "@server/testing/hand-delivery";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/** Monday 19 Oct 2026 in India; the seed's Pune hand-delivers (2 PM cut-off, 3 h notice) and sends by courier. */
const today = "2026-10-19";
const tomorrow = "2026-10-20";
const clock = testClock(`${today}T12:00+05:30`);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());
beforeEach(() => clock.set(`${today}T12:00+05:30`));

let ip = 0;
const ask = (pincode: string | null, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: "GET",
    url: pincode === null ? "/api/orders/delivery/reach/" : `/api/orders/delivery/reach/?pincode=${pincode}`,
    headers,
    remoteAddress: remoteAddress ?? `198.51.100.${++ip % 250}`,
  });
const reach = async (pincode: string, headers: Record<string, string> = {}) => {
  const res = await ask(pincode, headers);
  expect(res.statusCode, res.body).toBe(200);
  return deliveryReachResponse.parse(res.json());
};

describe("GET /api/orders/delivery/reach/", () => {
  it("answers a guest with the place, today's hand delivery until the 2 PM cut-off, and Express's day", async () => {
    clock.set(`${today}T13:59+05:30`);
    const res = await ask("411004");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.json()).toEqual({
      pincode: "411004",
      place: { city: "Pune", state: "Maharashtra" },
      available: true,
      today,
      courier_earliest: tomorrow,
      hand_earliest: today,
      hand_area: "Pune",
    });
  });

  it("moves hand delivery to tomorrow at 2 PM sharp", async () => {
    clock.set(`${today}T14:00+05:30`);
    expect(await reach("411004")).toMatchObject({
      today,
      hand_earliest: tomorrow,
      courier_earliest: tomorrow,
    });
  });

  it("gives a courier-only pincode Standard's day and no hand delivery", async () => {
    expect(await reach("500001")).toEqual({
      pincode: "500001",
      place: { city: "Hyderabad", state: "Telangana" },
      available: true,
      today,
      courier_earliest: "2026-10-22",
      hand_earliest: null,
      hand_area: null,
    });
  });

  it("gives a hand-only zone no courier date", async () => {
    await makeHandZone(t.db, { prefix: "411038", area: "Kothrud", courier: false });
    await t.publicCache.invalidate();
    expect(await reach("411038")).toMatchObject({
      courier_earliest: null,
      hand_earliest: today,
      hand_area: "Kothrud",
    });
  });

  it("answers not available, with the place its digits tell, where no zone serves", async () => {
    expect(await reach("403001")).toEqual({
      pincode: "403001",
      place: { city: null, state: "Goa" },
      available: false,
      today,
      courier_earliest: null,
      hand_earliest: null,
      hand_area: null,
    });
    expect((await reach("999999")).place).toBeNull();
  });

  it("skips a blocked date, the zone's own or every zone's", async () => {
    const zone = await makeHandZone(t.db, { prefix: "411041", area: "Sinhagad Road" });
    await t.publicCache.invalidate();
    await blockDate(t.db, today, "Closed for stock-taking", zone.zoneId);
    expect(await reach("411041")).toMatchObject({ hand_earliest: tomorrow });
    // A week on, so the block on every zone leaves the other tests' dates alone.
    await blockDate(t.db, "2026-10-26", "No deliveries on Diwali");
    expect(await reach("411041", { "x-test-now": "2026-10-26T09:00+05:30" })).toMatchObject({
      hand_earliest: "2026-10-27",
    });
  });

  it("skips a date whose open slots are all full", async () => {
    const zone = await makeHandZone(t.db, {
      prefix: "411051",
      area: "Anand Nagar",
      slots: ["evening", "midnight"],
    });
    await t.publicCache.invalidate();
    await setSlotDay(t.db, zone.slots.evening, today, { booked: 20 });
    expect(await reach("411051")).toMatchObject({ hand_earliest: today });
    await setSlotDay(t.db, zone.slots.midnight, today, { capacityOverride: 0 });
    expect(await reach("411051")).toMatchObject({ hand_earliest: tomorrow });
  });

  it("reads X-Test-Now as the clock while the app runs for tests", async () => {
    expect(await reach("411004", { "x-test-now": `${today}T14:30+05:30` })).toMatchObject({
      hand_earliest: tomorrow,
    });
    expect(await reach("411004", { "x-test-now": "2026-10-20T01:00+05:30" })).toMatchObject({
      today: tomorrow,
      courier_earliest: "2026-10-21",
    });
  });

  it.each([["41100"], ["4110041"], ["011001"], ["41100a"], [""]])(
    "refuses the malformed pincode %j with the delivery check's message",
    async (pincode) => {
      const res = await ask(pincode);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.pincode[0]).toBe(
        pincode === "" ? "Pincode is required" : "Enter a valid 6-digit pincode",
      );
    },
  );

  it("refuses a missing pincode", async () => {
    const res = await ask(null);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pincode).toEqual(["Pincode is required"]);
  });

  it("keeps a signed-in shopper's answer out of shared caches", async () => {
    const { headers } = await signInAs(t.db, { email: "reach@example.in" });
    const res = await ask("411004", headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 429 past 120 requests a minute from one client", async () => {
    const client = "203.0.113.7";
    for (let i = 0; i < 120; i++) expect((await ask("500001", {}, client)).statusCode).toBe(200);
    const refused = await ask("500001", {}, client);
    expect(refused.statusCode).toBe(429);
    expect((await ask("500001", {}, "203.0.113.8")).statusCode).toBe(200);
  });
});

describe("the reach of a zone made while the app runs", () => {
  it("counts a courier zone's Standard days when it has no Express", async () => {
    await makeCourierZone(t.db, { prefix: "403" });
    await t.publicCache.invalidate();
    expect(await reach("403001")).toMatchObject({ available: true, courier_earliest: "2026-10-21" });
  });
});
