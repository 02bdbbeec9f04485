import { deliveryCalendarResponse } from "@contract/delivery";
import { deliveryMessages } from "@contract/delivery-slots";
import { orders } from "@server/db/schema/orders";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { addToCart, createOrderCall } from "@server/testing/checkout-calls";
import { makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { testClock } from "@server/testing/clock";
import { failWrites } from "@server/testing/fail-writes";
import {
  addHandDelivery,
  blockDate,
  bookedOn,
  courierOnlyPincode,
  type HandSlots,
  makeCourierZone,
  makePerishable,
  setSlotDay,
} from "@server/testing/hand-delivery";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Monday 19 October 2026, noon in India: before the 2 PM cut-off, so today can still be booked.
const clock = testClock("2026-10-19T12:00+05:30");
let t: TestApp;
let slots: HandSlots;
beforeAll(async () => {
  t = await createTestApp({ seed: false, payments: simulatedGateway("test-secret"), now: clock.now });
  await makeZone(t.db);
  ({ slots } = await addHandDelivery(t.db));
  await makeCourierZone(t.db, { prefix: "500", name: "Hyderabad" });
  await blockDate(t.db, "2026-10-29", "No deliveries on Diwali, 29 Oct");
});
afterAll(() => t.close());

/** A shopper with one ₹499 item: hand delivery costs ₹49 below ₹999, plus the slot's fee. */
async function shopper(options: { pincode?: string; perishable?: boolean; stock?: number } = {}) {
  const product = await makeProduct(t.db, {
    pricePaise: 49_900,
    stock: options.stock ?? 5,
    name: "Red Velvet Cake",
  });
  if (options.perishable) await makePerishable(t.db, product.id, 2);
  const buyer = await makeCustomer(t.db, options.pincode);
  await addToCart(t, buyer.headers, product.id, 1);
  return { product, buyer };
}

const handOrder = (
  buyer: Awaited<ReturnType<typeof makeCustomer>>,
  choice: {
    date?: string | null;
    slotId?: number | null;
    fee?: string;
    total?: number;
    method?: "S" | "E" | "L";
  },
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders/create_order/",
    headers: buyer.headers,
    payload: {
      address_id: buyer.addressId,
      shipping_method: choice.method ?? "L",
      shipping_charge: "49.00",
      offer_id: null,
      discount_amount: 0,
      total_amount: choice.total ?? 797,
      delivery_date: choice.date,
      delivery_slot_id: choice.slotId,
      delivery_slot_fee: choice.fee ?? "249.00",
      ...extra,
    },
  });

describe("create_order with hand delivery", () => {
  it("books tomorrow's midnight slot: the fee is in the server's quote, the place is taken, the card is kept", async () => {
    const { buyer, product } = await shopper();
    const before = await bookedOn(t.db, slots.midnight, "2026-10-20");
    const res = await handOrder(
      buyer,
      { date: "2026-10-20", slotId: slots.midnight },
      { gift_message: "Happy birthday, Aai!\nWith love", gift_from: "Riya & Kabir" },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(79_700);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(row).toMatchObject({
      shippingMethod: "L",
      deliveryDate: "2026-10-20",
      deliverySlotId: slots.midnight,
      deliverySlotLabel: "Midnight, 11–11:59 PM",
      slotFeePaise: 24_900,
      shippingChargePaise: 4_900,
      totalPaise: 79_700,
      giftMessage: "Happy birthday, Aai!\nWith love",
      giftFrom: "Riya & Kabir",
    });
    expect(await bookedOn(t.db, slots.midnight, "2026-10-20")).toBe(before + 1);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it("answers 409 with the slot's price when the fee the shopper saw is not the server's", async () => {
    const { buyer } = await shopper();
    const res = await handOrder(buyer, {
      date: "2026-10-20",
      slotId: slots.midnight,
      fee: "0.00",
      total: 548,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(deliveryMessages.slotFeeChanged("Midnight, 11–11:59 PM", "₹249"));
  });

  it("still takes a courier order without a date as the spec sends it", async () => {
    const { buyer } = await shopper();
    const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: 49,
      discount_amount: 0,
      total_amount: 548,
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ["no date", { date: null, slot: null }, deliveryMessages.chooseDate],
    [
      "a date with Standard",
      { method: "S" as const, date: "2026-10-20", slot: "evening" as const },
      deliveryMessages.dateOnlyForHand,
    ],
    [
      "a date past the 30 days",
      { date: "2026-11-18", slot: "evening" as const },
      deliveryMessages.dateRange("2026-10-19", "2026-11-17"),
    ],
    [
      "a malformed date",
      { date: "2026-13-01", slot: "evening" as const },
      deliveryMessages.dateRange("2026-10-19", "2026-11-17"),
    ],
    ["a blocked date", { date: "2026-10-29", slot: "evening" as const }, "No deliveries on Diwali, 29 Oct"],
  ])("refuses %s with 400 and a message a shopper understands", async (_case, choice, message) => {
    const { buyer } = await shopper();
    const slotId = choice.slot === null ? null : slots[choice.slot];
    const res = await handOrder(buyer, { ...choice, slotId, fee: "0", total: 548 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a slot whose order-by time has passed today, and a slot of another zone", async () => {
    const { buyer } = await shopper();
    const past = await handOrder(buyer, { date: "2026-10-19", slotId: slots.morning, fee: "0", total: 548 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(deliveryMessages.slotPast("9 AM–1 PM", "2026-10-19"));
    const unknown = await handOrder(buyer, { date: "2026-10-20", slotId: 999_999, fee: "0", total: 548 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(deliveryMessages.slotNotOffered);
  });

  it("explains which perishable item rules out courier, and how far ahead it may go", async () => {
    const far = await shopper({ perishable: true });
    const tooFar = await handOrder(far.buyer, {
      date: "2026-10-22",
      slotId: slots.evening,
      fee: "0",
      total: 548,
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().message).toBe(deliveryMessages.perishableTooFar("Red Velvet Cake", "2026-10-21"));
    const byCourier = await handOrder(far.buyer, {
      method: "S",
      date: null,
      slotId: null,
      fee: "0",
      total: 548,
    });
    expect(byCourier.json().message).toBe(deliveryMessages.perishableNeedsHand("Red Velvet Cake"));

    const away = await shopper({ perishable: true, pincode: courierOnlyPincode });
    const res = await createOrderCall(t, away.buyer.headers, away.buyer.addressId, {
      shipping_charge: 49,
      discount_amount: 0,
      total_amount: 548,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(deliveryMessages.perishableCourierOnly("Red Velvet Cake", ["Pune"]));
  });

  it("refuses a full slot with 409 and gives the stock back with it", async () => {
    const { buyer, product } = await shopper();
    await setSlotDay(t.db, slots.eightPm, "2026-10-21", { capacityOverride: 0 });
    const res = await handOrder(buyer, {
      date: "2026-10-21",
      slotId: slots.eightPm,
      fee: "199.00",
      total: 747,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(deliveryMessages.slotFull("Fixed time, 8 PM", "2026-10-21"));
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await bookedOn(t.db, slots.eightPm, "2026-10-21")).toBe(0);
  });

  it("leaves the slot's count and the stock untouched when the order fails half-way, then books on retry", async () => {
    const { buyer, product } = await shopper();
    const before = await bookedOn(t.db, slots.evening, "2026-10-23");
    const failure = await failWrites(t.db, "order_items", "insert");
    const failed = await handOrder(buyer, {
      date: "2026-10-23",
      slotId: slots.evening,
      fee: "0",
      total: 548,
    });
    await failure.restore();
    expect(failed.statusCode).toBe(500);
    expect(await bookedOn(t.db, slots.evening, "2026-10-23")).toBe(before);
    expect(await stockOf(t, product.id)).toBe(5);
    const retried = await handOrder(buyer, {
      date: "2026-10-23",
      slotId: slots.evening,
      fee: "0",
      total: 548,
    });
    expect(retried.statusCode).toBe(201);
    expect(await bookedOn(t.db, slots.evening, "2026-10-23")).toBe(before + 1);
  });

  it("gives the place of a replaced unpaid order back to the customer's new order", async () => {
    const { buyer } = await shopper();
    await setSlotDay(t.db, slots.midnight, "2026-10-24", { capacityOverride: 1 });
    const first = await handOrder(buyer, { date: "2026-10-24", slotId: slots.midnight });
    expect(first.statusCode).toBe(201);
    const second = await handOrder(buyer, { date: "2026-10-24", slotId: slots.midnight });
    expect(second.statusCode).toBe(201);
    expect(await bookedOn(t.db, slots.midnight, "2026-10-24")).toBe(1);
  });
});

describe("GET /orders/delivery/calendar/", () => {
  it("lists 30 India dates from today with the slots still open, and when today's cut-off closes", async () => {
    const { buyer } = await shopper();
    const res = await t.app.inject({
      url: `/api/orders/delivery/calendar/?address_id=${buyer.addressId}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = deliveryCalendarResponse.parse(res.json());
    expect(body).toMatchObject({ area: "Pune", courier_allowed: true, courier_refusal: null });
    expect(body.terms).toEqual({ charge: "49.00", free_shipping_value: "999.00", days: 0 });
    expect(body.dates).toHaveLength(30);
    expect(body.dates[0]?.date).toBe("2026-10-19");
    const today = body.dates[0]?.slots ?? [];
    expect(today.find((slot) => slot.id === slots.morning)).toMatchObject({
      available: false,
      reason: "Closed",
    });
    expect(today.find((slot) => slot.id === slots.midnight)).toMatchObject({
      available: true,
      fee: "249.00",
    });
    expect(body.dates.find((day) => day.date === "2026-10-29")).toMatchObject({
      available: false,
      reason: "No deliveries on Diwali, 29 Oct",
    });
    // The cut-off (2 PM) comes before the last open slot's order-by time today (8 PM for midnight).
    expect(body.same_day_order_by).toBe(new Date("2026-10-19T14:00+05:30").toISOString());
  });

  it("answers a courier-only address with no dates, and names the perishable courier cannot carry", async () => {
    const { buyer } = await shopper({ pincode: courierOnlyPincode, perishable: true });
    const res = await t.app.inject({
      url: `/api/orders/delivery/calendar/?address_id=${buyer.addressId}`,
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      area: null,
      dates: [],
      terms: null,
      courier_allowed: false,
      courier_refusal: deliveryMessages.perishableCourierOnly("Red Velvet Cake", ["Pune"]),
    });
  });

  it("is the customer's own: another's address is 404 and a guest is 401", async () => {
    const { buyer } = await shopper();
    const other = await makeCustomer(t.db);
    const res = await t.app.inject({
      url: `/api/orders/delivery/calendar/?address_id=${buyer.addressId}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    const guest = await t.app.inject({ url: `/api/orders/delivery/calendar/?address_id=${buyer.addressId}` });
    expect(guest.statusCode).toBe(401);
  });
});
