import { dayPlan, deliveryMoveMessages } from "@contract/admin/deliveries";
import { addDays, shortDayText } from "@contract/india-time";
import { auditLog } from "@server/db/schema/audit";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEvents, orderItems, orders } from "@server/db/schema/orders";
import { deliverySlots } from "@server/db/schema/shipping";
import { takeSlotPlace } from "@server/modules/shipping/delivery-slots.service";
import { adminClient } from "@server/testing/admin-client";
import { makeCustomer, makeZone } from "@server/testing/checkout-fixtures";
import { testClock } from "@server/testing/clock";
import { failWrites } from "@server/testing/fail-writes";
import {
  addHandDelivery,
  blockDate,
  bookedOn,
  type HandZone,
  makeHandZone,
  setSlotDay,
} from "@server/testing/hand-delivery";
import { insertOrder } from "@server/testing/order-rows";
import { itRace } from "@server/testing/race";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Awaited<ReturnType<typeof adminClient>>;
let buyer: Awaited<ReturnType<typeof makeCustomer>>;
let pune: HandZone;
let mumbai: HandZone;
const clock = testClock("2026-10-19T12:00+05:30");
const today = "2026-10-19";
const tomorrow = "2026-10-20";
/** Each test books on its own date, so counters and plans never meet. */
let daysAhead = 2;
const freshDate = () => addDays(today, daysAhead++);

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: clock.now, env: { PUBLIC_URL: "https://mithaas.example" } });
  await makeZone(t.db);
  pune = await addHandDelivery(t.db, { capacity: { morning: 2, midnight: 1 } });
  mumbai = await makeHandZone(t.db, { prefix: "400", area: "Mumbai" });
  staff = await adminClient(t, "dispatch@mithaas.in");
  buyer = await makeCustomer(t.db);
});
afterAll(() => t.close());

type Booking = {
  slotId: number;
  date: string;
  label?: string;
  pincode?: string;
  values?: Partial<typeof orders.$inferInsert>;
};

/** A paid hand-delivery order holding its place, as create_order and payment leave one. */
async function bookedOrder({ slotId, date, label = "5–9 PM", pincode = "411004", values = {} }: Booking) {
  await setSlotDay(t.db, slotId, date, { booked: (await bookedOn(t.db, slotId, date)) + 1 });
  const order = await insertOrder(t.db, buyer.user.id, {
    shippingMethod: "L",
    deliveryDate: date,
    deliverySlotId: slotId,
    deliverySlotLabel: label,
    slotFeePaise: 24_900,
    orderStatus: "PROCESSING",
    paymentStatus: "PAID",
    addressDetails: {
      full_name: `Recipient ${pincode}`,
      phone: "9822033333",
      house_no: "12",
      street: "Lane 5",
      landmark: "",
      city: pincode.startsWith("400") ? "Mumbai" : "Pune",
      state: "Maharashtra",
      pincode,
    },
    ...values,
  });
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productName: "Chocolate Truffle Cake",
    quantity: 1,
    unitPricePaise: 89_900,
    customizations: [
      { field: "Name on cake", text: "Happy birthday Riya" },
      { field: "Photo", images: ["customers/photo.jpg"] },
    ],
  });
  return order;
}

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const movedMails = () => t.db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, "order-moved:%"));
const eventsOf = (id: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, id), eq(orderEvents.kind, "moved")));
const move = (id: number, date: string, slotId: number) =>
  staff.post(`/deliveries/orders/${id}/move/`, { delivery_date: date, delivery_slot_id: slotId });

describe("the day plan", () => {
  it("lists the date's paid hand deliveries by slot, then pincode, with the card and no amounts", async () => {
    const date = freshDate();
    const late = await bookedOrder({ slotId: pune.slots.evening, date, pincode: "411038" });
    const early = await bookedOrder({
      slotId: pune.slots.evening,
      date,
      pincode: "411004",
      values: { giftMessage: "Happy birthday!\nLove, Ma", giftFrom: "Ma" },
    });
    const morning = await bookedOrder({ slotId: pune.slots.morning, date, label: "9 AM–1 PM" });
    const shipped = await bookedOrder({
      slotId: pune.slots.morning,
      date,
      values: { orderStatus: "SHIPPED" },
    });
    const elsewhere = await bookedOrder({ slotId: mumbai.slots.evening, date, pincode: "400050" });
    await bookedOrder({ slotId: pune.slots.evening, date: freshDate() });
    await bookedOrder({
      slotId: pune.slots.evening,
      date,
      values: { orderStatus: "PENDING", paymentStatus: "PENDING" },
    });
    await bookedOrder({
      slotId: pune.slots.evening,
      date,
      values: { orderStatus: "CANCELLED", paymentStatus: "REFUNDED" },
    });

    const res = await staff.get(`/deliveries/?date=${date}&zone_id=${pune.zoneId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/price|total|amount|fee/i);
    const plan = dayPlan.parse(res.json());
    expect(plan.zones.map((zone) => zone.name)).toEqual(["Mumbai", "Pune"]);
    expect(plan.blocks).toEqual([]);
    const shape = plan.slots.map((slot) => [
      slot.label,
      slot.capacity,
      slot.booked,
      slot.unpaid_holds,
      slot.areas.map((area) => [area.pincode, area.orders.map((order) => order.id)]),
    ]);
    expect(shape).toEqual([
      ["9 AM–1 PM", 2, 2, 0, [["411004", [morning.id, shipped.id].sort((a, b) => a - b)]]],
      ["1–5 PM", 20, 0, 0, []],
      [
        "5–9 PM",
        20,
        4,
        1,
        [
          ["411004", [early.id]],
          ["411038", [late.id]],
        ],
      ],
      ["Fixed time, 8 PM", 8, 0, 0, []],
      ["Midnight, 11–11:59 PM", 1, 0, 0, []],
    ]);
    const card = plan.slots[2]?.areas[0]?.orders[0];
    expect(card).toMatchObject({
      order_number: early.orderNumber,
      order_status: "PROCESSING",
      address: { full_name: "Recipient 411004", phone: "9822033333", street: "Lane 5" },
      items: [
        {
          product_name: "Chocolate Truffle Cake",
          quantity: 1,
          personalisations: [{ field: "Name on cake", text: "Happy birthday Riya" }],
        },
      ],
      gift_message: "Happy birthday!\nLove, Ma",
      gift_from: "Ma",
      packed_at: null,
    });

    const everywhere = dayPlan.parse((await staff.get(`/deliveries/?date=${date}`)).json());
    const allIds = everywhere.slots.flatMap((slot) => slot.areas.flatMap((a) => a.orders.map((o) => o.id)));
    expect(allIds).toContain(elsewhere.id);
    expect(everywhere.slots.find((slot) => slot.slot_id === mumbai.slots.evening)?.zone_name).toBe("Mumbai");
  });

  it("shows the date's block, and the orders booked before it so they can be moved", async () => {
    const date = freshDate();
    const stuck = await bookedOrder({ slotId: pune.slots.evening, date });
    await blockDate(t.db, date, "No deliveries on Diwali", pune.zoneId);
    const plan = dayPlan.parse((await staff.get(`/deliveries/?date=${date}&zone_id=${pune.zoneId}`)).json());
    expect(plan.blocks).toEqual([{ zone_id: pune.zoneId, reason: "No deliveries on Diwali" }]);
    const evening = plan.slots.find((slot) => slot.slot_id === pune.slots.evening);
    expect(evening?.blocked_reason).toBe("No deliveries on Diwali");
    expect(evening?.areas[0]?.orders[0]?.id).toBe(stuck.id);
    const mumbaiPlan = dayPlan.parse(
      (await staff.get(`/deliveries/?date=${date}&zone_id=${mumbai.zoneId}`)).json(),
    );
    expect(mumbaiPlan.blocks).toEqual([]);
  });

  it("shows a switched-off slot only on dates something is booked in it", async () => {
    const date = freshDate();
    const kept = await bookedOrder({ slotId: pune.slots.afternoon, date, label: "1–5 PM" });
    await t.db
      .update(deliverySlots)
      .set({ isActive: false })
      .where(eq(deliverySlots.id, pune.slots.afternoon));
    try {
      const plan = async (on: string) =>
        dayPlan.parse((await staff.get(`/deliveries/?date=${on}&zone_id=${pune.zoneId}`)).json()).slots;
      const offSlot = (await plan(date)).find((slot) => slot.slot_id === pune.slots.afternoon);
      expect(offSlot).toMatchObject({ is_active: false, booked: 1 });
      expect(offSlot?.areas[0]?.orders.map((order) => order.id)).toEqual([kept.id]);
      const quiet = await plan(freshDate());
      expect(quiet.map((slot) => slot.slot_id)).not.toContain(pune.slots.afternoon);
    } finally {
      await t.db
        .update(deliverySlots)
        .set({ isActive: true })
        .where(eq(deliverySlots.id, pune.slots.afternoon));
    }
  });

  it("refuses a date that is not on the calendar", async () => {
    const res = await staff.get("/deliveries/?date=2026-02-30");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Date must be a date (YYYY-MM-DD)");
  });
});

describe("moving an order", () => {
  it("books the new date and slot, keeps the fee paid, and records, audits and mails it once", async () => {
    const from = freshDate();
    const to = freshDate();
    const order = await bookedOrder({ slotId: pune.slots.evening, date: from });
    const mailsBefore = (await movedMails()).length;

    const res = await move(order.id, to, pune.slots.morning);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      order_id: order.id,
      delivery_date: to,
      delivery_slot_id: pune.slots.morning,
      delivery_slot_label: "9 AM–1 PM",
    });
    expect(await orderRow(order.id)).toMatchObject({
      deliveryDate: to,
      deliverySlotId: pune.slots.morning,
      deliverySlotLabel: "9 AM–1 PM",
      slotFeePaise: 24_900,
      totalPaise: order.totalPaise,
    });
    expect([
      await bookedOn(t.db, pune.slots.evening, from),
      await bookedOn(t.db, pune.slots.morning, to),
    ]).toEqual([0, 1]);

    const events = await eventsOf(order.id);
    expect(events.map((event) => event.detail)).toEqual([
      { from_date: from, from_slot: "5–9 PM", to_date: to, to_slot: "9 AM–1 PM" },
    ]);
    expect(events[0]?.staffUserId).toBe(staff.staff.user.id);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(order.id))));
    expect(audit.map((row) => [row.staffEmail, row.action, row.before, row.after])).toEqual([
      [
        "dispatch@mithaas.in",
        "move",
        { delivery_date: from, delivery_slot_id: pune.slots.evening, delivery_slot_label: "5–9 PM" },
        { delivery_date: to, delivery_slot_id: pune.slots.morning, delivery_slot_label: "9 AM–1 PM" },
      ],
    ]);
    const mails = await movedMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.find((row) => row.dedupeKey === `order-moved:${events[0]?.id}`);
    expect(mail?.to).toBe(buyer.user.email);
    expect(mail?.text).toContain(`Your gift will now arrive on ${shortDayText(to)}, 9 AM–1 PM.`);
  });

  it("refuses a full slot with 409 and changes nothing", async () => {
    const from = freshDate();
    const to = freshDate();
    await bookedOrder({ slotId: pune.slots.midnight, date: to, label: "Midnight, 11–11:59 PM" });
    const order = await bookedOrder({ slotId: pune.slots.evening, date: from });
    const res = await move(order.id, to, pune.slots.midnight);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(deliveryMoveMessages.full("Midnight, 11–11:59 PM", to));
    expect(res.json().message).toMatch(
      /^The Midnight, 11–11:59 PM delivery on \w{3} \d+ Oct is full\. Raise/,
    );
    expect([
      await bookedOn(t.db, pune.slots.evening, from),
      await bookedOn(t.db, pune.slots.midnight, to),
    ]).toEqual([1, 1]);
    expect(await orderRow(order.id)).toMatchObject({
      deliveryDate: from,
      deliverySlotId: pune.slots.evening,
    });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("refuses a blocked date, a past date, and an order that is not a hand delivery in PROCESSING", async () => {
    const date = freshDate();
    const order = await bookedOrder({ slotId: pune.slots.evening, date });
    const blocked = freshDate();
    await blockDate(t.db, blocked, "No deliveries on Bhai Dooj");
    const refusals = [
      [
        await move(order.id, blocked, pune.slots.morning),
        409,
        `${shortDayText(blocked)} is blocked: No deliveries on Bhai Dooj`,
      ],
      [await move(order.id, "2026-10-18", pune.slots.morning), 409, "Sun 18 Oct has passed."],
      [await move(order.id, date, mumbai.slots.morning), 400, deliveryMoveMessages.slotElsewhere],
      [await move(order.id, date, pune.slots.evening), 409, deliveryMoveMessages.unchanged],
      [await move(order.id, date, 999_999), 404, deliveryMoveMessages.slotNotFound],
      [await move(999_999, date, pune.slots.morning), 404, "Order not found"],
    ] as const;
    expect(
      refusals.map(([res, status, message]) => [res.statusCode, res.json().message, status, message]),
    ).toEqual(refusals.map(([, status, message]) => [status, message, status, message]));

    await t.db.update(deliverySlots).set({ isActive: false }).where(eq(deliverySlots.id, pune.slots.eightPm));
    const switchedOff = await move(order.id, date, pune.slots.eightPm);
    await t.db.update(deliverySlots).set({ isActive: true }).where(eq(deliverySlots.id, pune.slots.eightPm));
    expect([switchedOff.statusCode, switchedOff.json().message]).toEqual([
      409,
      "The Fixed time, 8 PM delivery is switched off. Choose another time.",
    ]);

    const shipped = await bookedOrder({
      slotId: pune.slots.evening,
      date,
      values: { orderStatus: "SHIPPED" },
    });
    const courier = await insertOrder(t.db, buyer.user.id, {
      orderStatus: "PROCESSING",
      paymentStatus: "PAID",
    });
    expect((await move(shipped.id, tomorrow, pune.slots.morning)).json().message).toBe(
      deliveryMoveMessages.notProcessing,
    );
    const courierMove = await move(courier.id, tomorrow, pune.slots.morning);
    expect([courierMove.statusCode, courierMove.json().message]).toEqual([
      409,
      deliveryMoveMessages.notHandDelivered,
    ]);
    expect(await bookedOn(t.db, pune.slots.evening, date)).toBe(2);
    expect(await bookedOn(t.db, pune.slots.morning, tomorrow)).toBe(0);
    expect((await move(order.id, today, pune.slots.evening)).statusCode).toBe(200);
  });

  it("leaves both counters and the order as they were when the history write fails half-way", async () => {
    const from = freshDate();
    const to = freshDate();
    const order = await bookedOrder({ slotId: pune.slots.evening, date: from });
    await bookedOrder({ slotId: pune.slots.afternoon, date: to, label: "1–5 PM" });
    const mailsBefore = (await movedMails()).length;
    const failure = await failWrites(t.db, "order_events", "insert");
    try {
      const res = await move(order.id, to, pune.slots.afternoon);
      expect(res.statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect([
      await bookedOn(t.db, pune.slots.evening, from),
      await bookedOn(t.db, pune.slots.afternoon, to),
    ]).toEqual([1, 1]);
    expect(await orderRow(order.id)).toMatchObject({
      deliveryDate: from,
      deliverySlotId: pune.slots.evening,
    });
    expect(await movedMails()).toHaveLength(mailsBefore);

    expect((await move(order.id, to, pune.slots.afternoon)).statusCode).toBe(200);
    expect([
      await bookedOn(t.db, pune.slots.evening, from),
      await bookedOn(t.db, pune.slots.afternoon, to),
    ]).toEqual([0, 2]);
  });

  itRace("a staff move and a buyer racing for a slot's last place: exactly one gets it", async () => {
    const from = freshDate();
    const to = freshDate();
    const order = await bookedOrder({ slotId: pune.slots.evening, date: from });
    await bookedOrder({ slotId: pune.slots.morning, date: to, label: "9 AM–1 PM" });
    const [moved, bought] = await Promise.all([
      move(order.id, to, pune.slots.morning),
      t.db.transaction((tx) => takeSlotPlace(tx, pune.slots.morning, to)),
    ]);
    expect([moved.statusCode === 200, bought].filter(Boolean)).toHaveLength(1);
    expect(await bookedOn(t.db, pune.slots.morning, to)).toBe(2);
    expect(await bookedOn(t.db, pune.slots.evening, from)).toBe(moved.statusCode === 200 ? 0 : 1);
  });
});

describe("stamping orders packed", () => {
  it("stamps PROCESSING orders once, audited; a reprint stamps nothing", async () => {
    const date = freshDate();
    const first = await bookedOrder({ slotId: pune.slots.evening, date });
    const second = await bookedOrder({ slotId: pune.slots.evening, date });
    const delivered = await bookedOrder({
      slotId: pune.slots.evening,
      date,
      values: { orderStatus: "DELIVERED" },
    });

    const res = await staff.post("/orders/packed/", {
      order_ids: [second.id, first.id, delivered.id, first.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ packed: [first.id, second.id].sort((a, b) => a - b) });
    const stampedAt = (await orderRow(first.id))?.packedAt;
    expect(stampedAt).toEqual(clock.now());
    expect((await orderRow(delivered.id))?.packedAt).toBeNull();

    clock.advance(60_000);
    const again = await staff.post("/orders/packed/", { order_ids: [first.id] });
    expect(again.json()).toEqual({ packed: [] });
    expect((await orderRow(first.id))?.packedAt).toEqual(stampedAt);
    expect((await staff.audit("order", first.id)).filter((row) => row.action === "packed")).toHaveLength(1);
  });

  it("takes at most 100 orders at once", async () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    const res = await staff.post("/orders/packed/", { order_ids: ids });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("At most 100 orders can be marked packed at once");
  });
});
