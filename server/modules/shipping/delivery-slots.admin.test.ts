import { adminBlockedDates, capacityCell, capacityGrid } from "@contract/admin/delivery-slots";
import { adminShippingZone } from "@contract/admin/shipping-views";
import { deliveryMessages } from "@contract/delivery-slots";
import { auditLog } from "@server/db/schema/audit";
import { deliverySlots } from "@server/db/schema/shipping";
import { testClock } from "@server/testing/clock";
import { checkDelivery } from "@server/testing/delivery-check";
import { failWrites } from "@server/testing/fail-writes";
import { setSlotDay } from "@server/testing/hand-delivery";
import { insertOrder } from "@server/testing/order-rows";
import { signInAs, signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/** Monday 19 Oct 2026, noon in India. */
const clock = testClock("2026-10-19T12:00+05:30");
let t: TestApp;
let staff: Awaited<ReturnType<typeof signInAsStaff>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now });
  staff = await signInAsStaff(t.db, "slots@mithaas.in");
});
afterAll(() => t.close());
beforeEach(() => clock.set("2026-10-19T12:00+05:30"));

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: staff.headers, payload });

let prefix = 700;
/** A courier zone of its own (a fresh three-digit prefix each time), made through the staff route. */
async function courierZone(name = "Zone") {
  prefix += 1;
  const res = await admin("POST", "/shipping-zones/", {
    name,
    is_active: true,
    pincodes: String(prefix),
    standard: { days: 3, charge: "59", free_shipping_value: "999" },
    express: null,
  });
  if (res.statusCode !== 201) throw new Error(`zone create answered ${res.statusCode}: ${res.body}`);
  return { ...adminShippingZone.parse(res.json()), pincode: `${prefix}001` };
}

const slot = (overrides: Record<string, unknown> = {}) => ({
  kind: "window",
  start: "09:00",
  end: "13:00",
  fee: "0",
  default_capacity: 20,
  is_active: true,
  ...overrides,
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  is_active: true,
  area_name: "Nagpur",
  position: 4,
  cutoff: "14:00",
  lead_days: 0,
  notice_minutes: 180,
  horizon_days: 30,
  charge: "49",
  free_shipping_value: "999",
  slots: [
    slot(),
    slot({ start: "17:00", end: "21:00" }),
    slot({ kind: "midnight", start: "23:00", end: "23:59", fee: 249, default_capacity: 10 }),
  ],
  ...overrides,
});

const putLocal = (zoneId: number, body: object) =>
  admin("PUT", `/shipping-zones/${zoneId}/local-delivery/`, body);

async function handZone(name = "Nagpur", overrides: Record<string, unknown> = {}) {
  const zone = await courierZone(name);
  const res = await putLocal(zone.id, settings({ area_name: name, ...overrides }));
  if (res.statusCode !== 200) throw new Error(`local delivery answered ${res.statusCode}: ${res.body}`);
  const saved = adminShippingZone.parse(res.json());
  return { ...saved, pincode: zone.pincode, slots: saved.local_delivery?.slots ?? [] };
}

const auditOf = (entity: string, id: number | string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))));

describe("a zone's hand delivery", () => {
  it("switches it on with its slots, shown by the delivery check at once, with an audit row", async () => {
    const zone = await courierZone("Nagpur");
    expect((await checkDelivery(t, zone.pincode)).hand_delivery).toBeNull(); // primes the public cache
    const res = await putLocal(zone.id, settings());
    expect(res.statusCode).toBe(200);
    const saved = adminShippingZone.parse(res.json());
    expect(saved.local_delivery).toEqual({
      is_active: true,
      area_name: "Nagpur",
      position: 4,
      cutoff: "14:00",
      lead_days: 0,
      notice_minutes: 180,
      horizon_days: 30,
      charge: "49.00",
      free_shipping_value: "999.00",
      slots: [
        expect.objectContaining({
          kind: "window",
          start: "09:00",
          end: "13:00",
          label: "9 AM–1 PM",
          fee: "0.00",
        }),
        expect.objectContaining({ start: "17:00", end: "21:00", label: "5–9 PM", default_capacity: 20 }),
        expect.objectContaining({ kind: "midnight", label: "Midnight, 11–11:59 PM", fee: "249.00" }),
      ],
    });
    expect((await checkDelivery(t, zone.pincode)).hand_delivery).toMatchObject({
      area: "Nagpur",
      earliest: { text: "Today, 5–9 PM" },
    });
    const [row] = await auditOf("local_delivery", zone.id);
    expect(row).toMatchObject({ action: "update", staffEmail: "slots@mithaas.in", before: null });
    expect(row?.after).toMatchObject({ area_name: "Nagpur", slots: [{}, {}, {}] });
    expect((await admin("GET", `/shipping-zones/${zone.id}/`)).json().local_delivery.area_name).toBe(
      "Nagpur",
    );
  });

  it("edits slots by id, adds new ones, deletes one left out, and switches off one an order points at", async () => {
    const zone = await handZone("Indore");
    const [morning, evening, midnight] = zone.slots;
    const customer = await signInAs(t.db, { email: "indore@example.in" });
    await insertOrder(t.db, customer.user.id, {
      shippingMethod: "L",
      deliveryDate: "2026-10-20",
      deliverySlotId: midnight?.id,
      deliverySlotLabel: midnight?.label,
    });
    const res = await putLocal(
      zone.id,
      settings({
        area_name: "Indore",
        slots: [
          slot({ id: evening?.id, start: "17:00", end: "21:00", fee: "29", default_capacity: 15 }),
          slot({ kind: "fixed_time", start: "20:00", end: "20:30", fee: "199", default_capacity: 8 }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const slots = adminShippingZone.parse(res.json()).local_delivery?.slots ?? [];
    expect(slots.map((s) => [s.label, s.fee, s.default_capacity, s.is_active])).toEqual([
      ["5–9 PM", "29.00", 15, true],
      ["Fixed time, 8 PM", "199.00", 8, true],
      ["Midnight, 11–11:59 PM", "249.00", 10, false],
    ]);
    expect(slots[0]?.id).toBe(evening?.id);
    expect(
      await t.db
        .select()
        .from(deliverySlots)
        .where(eq(deliverySlots.id, morning?.id ?? 0)),
    ).toEqual([]);
    expect((await auditOf("local_delivery", zone.id)).map((row) => row.action)).toEqual(["update", "update"]);
  });

  it("refuses a slot id the zone does not have, and an unknown zone (404)", async () => {
    const zone = await handZone("Bhopal");
    const other = await handZone("Raipur");
    const foreign = await putLocal(zone.id, settings({ slots: [slot({ id: other.slots[0]?.id })] }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Delivery slot not found");
    expect((await putLocal(999_999, settings())).statusCode).toBe(404);
  });

  it.each([
    ["a slot ending before it starts", { slots: [slot({ start: "13:00", end: "09:00" })] }, "slots.0.end"],
    [
      "a midnight slot before 22:00",
      { slots: [slot({ kind: "midnight", start: "21:00", end: "23:00" })] },
      "slots.0.start",
    ],
    ["a time that is not one", { cutoff: "25:00" }, "cutoff"],
    ["8 lead days", { lead_days: 8 }, "lead_days"],
    ["no booking horizon", { horizon_days: 0 }, "horizon_days"],
    ["more than 12 hours' notice", { notice_minutes: 721 }, "notice_minutes"],
    ["a negative fee", { slots: [slot({ fee: "-1" })] }, "slots.0.fee"],
    ["a negative capacity", { slots: [slot({ default_capacity: -1 })] }, "slots.0.default_capacity"],
    ["13 slots", { slots: Array.from({ length: 13 }, () => slot()) }, "slots"],
    ["no slot switched on", { slots: [slot({ is_active: false })] }, "slots"],
    ["the same slot twice", { slots: [slot({ id: 1 }), slot({ id: 1 })] }, "slots"],
    ["a blank area", { area_name: " " }, "area_name"],
  ])("refuses %s with a field error (400)", async (_, change, field) => {
    const zone = await courierZone();
    const res = await putLocal(zone.id, settings(change));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("changes nothing when the audit row cannot be written", async () => {
    const zone = await handZone("Jabalpur");
    const failure = await failWrites(t.db, "audit_log", "insert");
    try {
      expect((await putLocal(zone.id, settings({ area_name: "Changed", slots: [slot()] }))).statusCode).toBe(
        500,
      );
    } finally {
      await failure.restore();
    }
    const after = adminShippingZone.parse((await admin("GET", `/shipping-zones/${zone.id}/`)).json());
    expect(after.local_delivery?.area_name).toBe("Jabalpur");
    expect(after.local_delivery?.slots).toHaveLength(3);
  });
});

describe("a zone's courier switch", () => {
  const zoneBody = (courier: boolean) => ({
    name: "Ujjain",
    is_active: true,
    courier_enabled: courier,
    pincodes: "456",
    standard: { days: 3, charge: "59", free_shipping_value: "999" },
    express: null,
  });

  it("refuses a zone with neither courier nor hand delivery, and one whose hand delivery goes off", async () => {
    const created = await admin("POST", "/shipping-zones/", zoneBody(false));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(deliveryMessages.noZoneDelivery);
    const zone = await courierZone("Ujjain");
    const off = await admin("PUT", `/shipping-zones/${zone.id}/`, {
      ...zoneBody(false),
      pincodes: String(zone.pincodes[0]),
    });
    expect(off.json().message).toBe(deliveryMessages.noZoneDelivery);
    expect((await putLocal(zone.id, settings({ area_name: "Ujjain" }))).statusCode).toBe(200);
    const handOnly = await admin("PUT", `/shipping-zones/${zone.id}/`, {
      ...zoneBody(false),
      pincodes: String(zone.pincodes[0]),
    });
    expect(handOnly.statusCode).toBe(200);
    expect(handOnly.json()).toMatchObject({
      courier_enabled: false,
      local_delivery: { area_name: "Ujjain" },
    });
    expect(await checkDelivery(t, zone.pincode)).toMatchObject({
      available: true,
      shipping_options: { standard: null, express: null },
      hand_delivery: { area: "Ujjain" },
    });
    const handOff = await putLocal(zone.id, settings({ is_active: false }));
    expect(handOff.statusCode).toBe(400);
    expect(handOff.json().message).toBe(deliveryMessages.noZoneDelivery);
  });
});

describe("capacity per slot and date", () => {
  it("shows each slot's capacity and bookings by date, with the date's block", async () => {
    const zone = await handZone("Gwalior");
    const [morning, evening] = zone.slots;
    await setSlotDay(t.db, morning?.id ?? 0, "2026-10-20", { booked: 7 });
    await setSlotDay(t.db, evening?.id ?? 0, "2026-10-21", { booked: 2, capacityOverride: 4 });
    await admin("POST", "/delivery-blocked-dates/", {
      zone_id: null,
      date: "2026-10-21",
      reason: "No deliveries on Diwali",
    });
    const res = await admin("GET", `/delivery-capacity/?zone_id=${zone.id}&from=2026-10-20&days=3`);
    expect(res.statusCode).toBe(200);
    const grid = capacityGrid.parse(res.json());
    expect(grid.slots.map((s) => s.label)).toEqual(["9 AM–1 PM", "5–9 PM", "Midnight, 11–11:59 PM"]);
    expect(grid.dates.map((day) => [day.date, day.blocked_reason])).toEqual([
      ["2026-10-20", null],
      ["2026-10-21", "No deliveries on Diwali"],
      ["2026-10-22", null],
    ]);
    expect(grid.dates[0]?.cells[0]).toEqual({
      slot_id: morning?.id,
      date: "2026-10-20",
      capacity: 20,
      capacity_override: null,
      booked: 7,
    });
    expect(grid.dates[1]?.cells[1]).toMatchObject({ capacity: 4, capacity_override: 4, booked: 2 });
    const week = capacityGrid.parse(
      (await admin("GET", `/delivery-capacity/?zone_id=${zone.id}&from=2026-10-20`)).json(),
    );
    expect(week.dates).toHaveLength(7);
  });

  it.each([
    ["32 days", "days=32"],
    ["a date that is not one", "from=2026-02-30"],
    ["no date", ""],
  ])("refuses %s (400)", async (_, query) => {
    const zone = await handZone("Sagar");
    const from = query.startsWith("from") || query === "" ? "" : "&from=2026-10-20";
    const res = await admin(
      "GET",
      `/delivery-capacity/?zone_id=${zone.id}${from}${query ? `&${query}` : ""}`,
    );
    expect(res.statusCode).toBe(400);
  });

  it("answers 404 for a zone without hand delivery", async () => {
    const zone = await courierZone();
    expect((await admin("GET", `/delivery-capacity/?zone_id=${zone.id}&from=2026-10-20`)).statusCode).toBe(
      404,
    );
  });

  it("sets a date's capacity (0 closes the slot), may go below what is booked, and goes back to the default", async () => {
    const zone = await handZone("Ratlam");
    const midnight = zone.slots[2]?.id ?? 0;
    await setSlotDay(t.db, midnight, "2026-10-20", { booked: 3 });
    const closed = await admin("PUT", "/delivery-capacity/", {
      slot_id: midnight,
      date: "2026-10-19",
      capacity: 0,
    });
    expect(closed.statusCode).toBe(200);
    expect(capacityCell.parse(closed.json())).toEqual({
      slot_id: midnight,
      date: "2026-10-19",
      capacity: 0,
      capacity_override: 0,
      booked: 0,
    });
    expect((await checkDelivery(t, zone.pincode)).hand_delivery?.earliest?.text).toBe("Today, 5–9 PM");
    const below = await admin("PUT", "/delivery-capacity/", {
      slot_id: midnight,
      date: "2026-10-20",
      capacity: 1,
    });
    expect(below.json()).toMatchObject({ capacity: 1, booked: 3 });
    const back = await admin("PUT", "/delivery-capacity/", {
      slot_id: midnight,
      date: "2026-10-20",
      capacity: null,
    });
    expect(back.json()).toMatchObject({ capacity: 10, capacity_override: null, booked: 3 });
    const rows = await auditOf("delivery_capacity", `${midnight}:2026-10-20`);
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ capacity_override: null }, { capacity_override: 1 }],
      [{ capacity_override: 1 }, { capacity_override: null }],
    ]);
  });

  it("refuses a past date (400), an unknown slot (404) and a capacity out of bounds (400)", async () => {
    const zone = await handZone("Dewas");
    const id = zone.slots[0]?.id ?? 0;
    const past = await admin("PUT", "/delivery-capacity/", { slot_id: id, date: "2026-10-18", capacity: 5 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("That date has passed");
    expect(
      (await admin("PUT", "/delivery-capacity/", { slot_id: 999_999, date: "2026-10-20", capacity: 5 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await admin("PUT", "/delivery-capacity/", { slot_id: id, date: "2026-10-20", capacity: 10_001 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin("PUT", "/delivery-capacity/", { slot_id: id, date: "2026-10-20", capacity: 1.5 }))
        .statusCode,
    ).toBe(400);
  });
});

describe("blocked dates", () => {
  it("blocks a date in one zone or every zone, shown to shoppers at once, listed by date, and unblocks it", async () => {
    const zone = await handZone("Khandwa");
    expect((await checkDelivery(t, zone.pincode)).hand_delivery?.earliest?.text).toBe("Today, 5–9 PM");
    const res = await admin("POST", "/delivery-blocked-dates/", {
      zone_id: zone.id,
      date: "2026-10-19",
      reason: "Riders at the Khandwa fair",
    });
    expect(res.statusCode).toBe(201);
    const block = res.json();
    expect(block).toMatchObject({ zone_id: zone.id, zone_name: "Khandwa", date: "2026-10-19" });
    expect((await checkDelivery(t, zone.pincode)).hand_delivery?.earliest?.text).toBe("Tomorrow, 9 AM–1 PM");
    const all = await admin("POST", "/delivery-blocked-dates/", {
      zone_id: null,
      date: "2026-10-19",
      reason: "No deliveries on Dussehra",
    });
    expect(all.statusCode).toBe(201);
    const listed = adminBlockedDates.parse(
      (await admin("GET", "/delivery-blocked-dates/?from=2026-10-19")).json(),
    );
    expect(listed.results.filter((row) => row.date === "2026-10-19").map((row) => row.zone_name)).toEqual([
      null,
      "Khandwa",
    ]);
    expect((await admin("DELETE", `/delivery-blocked-dates/${block.id}/`)).statusCode).toBe(204);
    expect((await admin("DELETE", `/delivery-blocked-dates/${block.id}/`)).statusCode).toBe(404);
    expect((await checkDelivery(t, zone.pincode)).hand_delivery?.earliest?.text).toBe("Tomorrow, 9 AM–1 PM");
    expect((await auditOf("delivery_blocked_date", block.id)).map((row) => row.action)).toEqual([
      "create",
      "delete",
    ]);
  });

  it("refuses a second block of the same date in the same place (409)", async () => {
    const zone = await handZone("Itarsi");
    const body = { zone_id: zone.id, date: "2026-11-02", reason: "Closed" };
    expect((await admin("POST", "/delivery-blocked-dates/", body)).statusCode).toBe(201);
    const again = await admin("POST", "/delivery-blocked-dates/", body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Mon 2 Nov is already blocked in Itarsi");
    const everywhere = { zone_id: null, date: "2026-11-03", reason: "Closed" };
    expect((await admin("POST", "/delivery-blocked-dates/", everywhere)).statusCode).toBe(201);
    expect((await admin("POST", "/delivery-blocked-dates/", everywhere)).json().message).toBe(
      "Tue 3 Nov is already blocked in every zone",
    );
  });

  it.each([
    ["a past date", { date: "2026-10-18" }, 400],
    ["a reason over 120 characters", { reason: "x".repeat(121) }, 400],
    ["no reason", { reason: "" }, 400],
    ["a reason with a control character", { reason: "Closed\u0007" }, 400],
    ["an unknown zone", { zone_id: 999_999 }, 404],
  ])("refuses %s", async (_, change, status) => {
    const res = await admin("POST", "/delivery-blocked-dates/", {
      zone_id: null,
      date: "2026-12-01",
      reason: "Closed",
      ...change,
    });
    expect(res.statusCode).toBe(status);
  });
});

describe("the staff guard", () => {
  it("turns guests (401) and customers (403) away from every hand-delivery route", async () => {
    const customer = await signInAs(t.db, { email: "nosy@example.in" });
    for (const [method, url] of [
      ["GET", "/api/admin/delivery-capacity/?zone_id=1&from=2026-10-20"],
      ["PUT", "/api/admin/delivery-capacity/"],
      ["GET", "/api/admin/delivery-blocked-dates/"],
      ["POST", "/api/admin/delivery-blocked-dates/"],
      ["DELETE", "/api/admin/delivery-blocked-dates/1/"],
      ["PUT", "/api/admin/shipping-zones/1/local-delivery/"],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method, url, headers: customer.headers })).statusCode, url).toBe(403);
    }
  });
});
