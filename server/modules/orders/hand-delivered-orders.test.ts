import { adminOrder } from "@contract/admin/orders";
import { deliveryMessages } from "@contract/delivery-slots";
import { shortDayText } from "@contract/india-time";
import { order as orderShape } from "@contract/orders";
import { mailOutbox } from "@server/db/schema/mail";
import { orders } from "@server/db/schema/orders";
import { makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import {
  addHandDelivery,
  type HandSlots,
  paidHandOrder,
  placeHandOrder,
  tomorrow,
} from "@server/testing/hand-delivery";
import { adminOrders, paidOrder, simulatedCard } from "@server/testing/paid-order";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let slots: HandSlots;
let staff: ReturnType<typeof adminOrders>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { PUBLIC_URL: "https://mithaas.example" } });
  await makeZone(t.db);
  ({ slots } = await addHandDelivery(t.db));
  staff = adminOrders(t, (await signInAsStaff(t.db)).headers);
});
afterAll(() => t.close());

const card = { giftMessage: "Happy birthday, Asha!\nLots of love", giftFrom: "Rahul" };
const midnight = () => ({ slotId: slots.midnight, feeRupees: 249, ...card });

const customerOrder = async (headers: Record<string, string>, id: number) =>
  orderShape.parse((await t.app.inject({ url: `/api/orders/${id}/`, headers })).json());

const editCard = (headers: Record<string, string>, id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PUT", url: `/api/orders/${id}/gift-message/`, headers, payload });

const mailOf = async (key: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key)))[0];

describe("a hand-delivered order as the customer and staff see it", () => {
  it("carries its date, slot, slot fee and card; the total adds up with the fee", async () => {
    const { buyer, checkout } = await placeHandOrder(t, midnight());
    const shown = await customerOrder(buyer.headers, checkout.order_id);
    expect(shown).toMatchObject({
      shipping_method: "L",
      shipping_method_name: "Hand delivery",
      shipping_charge: "49.00",
      delivery_date: tomorrow(),
      delivery_slot_label: "Midnight, 11–11:59 PM",
      slot_fee: "249.00",
      gift_message: card.giftMessage,
      gift_from: "Rahul",
      gift_message_editable: true,
      expected_delivery: tomorrow(),
      subtotal: "499.00",
      rounding: "0.00",
      total_amount: "797.00",
    });

    const staffView = adminOrder.parse((await staff("GET", `${checkout.order_id}/`)).json());
    expect(staffView).toMatchObject({
      shipping_method: "L",
      shipping_method_name: "Hand delivery",
      expected_delivery: tomorrow(),
      delivery_date: tomorrow(),
      delivery_slot_label: "Midnight, 11–11:59 PM",
      gift_message: card.giftMessage,
      gift_from: "Rahul",
      packed_at: null,
      amounts: { shipping_charge: "49.00", slot_fee: "249.00", rounding: "0.00", total: "797.00" },
    });
  });

  it("a courier order keeps its expected date and has no slot or card", async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
    const { buyer, checkout } = await paidOrder(
      t,
      simulatedCard(t),
      [{ productId: box.id, quantity: 1 }],
      1200,
    );
    const shown = await customerOrder(buyer.headers, checkout.order_id);
    expect(shown).toMatchObject({
      shipping_method: "S",
      shipping_method_name: "Standard",
      delivery_date: null,
      delivery_slot_label: null,
      slot_fee: "0.00",
      gift_message: null,
      gift_from: null,
      gift_message_editable: true,
      rounding: "0.00",
    });
    expect(shown.expected_delivery).not.toBe(tomorrow());
  });
});

describe("PUT /orders/{id}/gift-message/", () => {
  it("changes the card until the order is packed, line breaks kept, answering the order unstored", async () => {
    const { buyer, checkout } = await paidHandOrder(t, midnight());
    const res = await editCard(buyer.headers, checkout.order_id, {
      gift_message: "Happy 30th!\nSee you tonight",
      gift_from: "Rahul & Meera",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(orderShape.parse(res.json())).toMatchObject({
      gift_message: "Happy 30th!\nSee you tonight",
      gift_from: "Rahul & Meera",
      gift_message_editable: true,
    });
    const cleared = await editCard(buyer.headers, checkout.order_id, { gift_message: "", gift_from: "" });
    expect(cleared.json()).toMatchObject({ gift_message: null, gift_from: null });
  });

  it("refuses once staff have shipped it (packed then), and keeps the card as it was", async () => {
    const { buyer, checkout } = await paidHandOrder(t, midnight());
    expect((await staff("POST", `${checkout.order_id}/ship/`, {})).statusCode).toBe(200);
    const res = await editCard(buyer.headers, checkout.order_id, { gift_message: "Too late?" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: deliveryMessages.packed });
    expect(await customerOrder(buyer.headers, checkout.order_id)).toMatchObject({
      gift_message: card.giftMessage,
      gift_message_editable: false,
    });
  });

  it("refuses a packed order still being processed, and a cancelled one", async () => {
    const packed = await paidHandOrder(t, midnight());
    await t.db.update(orders).set({ packedAt: new Date() }).where(eq(orders.id, packed.checkout.order_id));
    const refused = await editCard(packed.buyer.headers, packed.checkout.order_id, { gift_message: "Hi" });
    expect(refused.statusCode).toBe(409);
    expect((await customerOrder(packed.buyer.headers, packed.checkout.order_id)).gift_message_editable).toBe(
      false,
    );

    const cancelled = await placeHandOrder(t, midnight());
    expect((await staff("POST", `${cancelled.checkout.order_id}/cancel/`, {})).statusCode).toBe(200);
    const late = await editCard(cancelled.buyer.headers, cancelled.checkout.order_id, { gift_message: "Hi" });
    expect(late.statusCode).toBe(409);
  });

  it("answers 404 for another customer's order and a missing one, 401 for a guest", async () => {
    const { checkout } = await placeHandOrder(t, midnight());
    const stranger = await placeHandOrder(t, { slotId: slots.morning });
    const theirs = await editCard(stranger.buyer.headers, checkout.order_id, { gift_message: "Mine now" });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: "Order not found" });
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, checkout.order_id));
    expect(kept?.giftMessage).toBe(card.giftMessage);
    expect((await editCard(stranger.buyer.headers, 2_000_000, { gift_message: "Hi" })).statusCode).toBe(404);
    const guest = await t.app.inject({
      method: "PUT",
      url: `/api/orders/${checkout.order_id}/gift-message/`,
      payload: { gift_message: "Hi" },
    });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses a control character, 201 characters and a too-long name with 400", async () => {
    const { buyer, checkout } = await placeHandOrder(t, midnight());
    const bell = await editCard(buyer.headers, checkout.order_id, { gift_message: "Happy\u0007 birthday" });
    expect(bell.statusCode).toBe(400);
    const long = await editCard(buyer.headers, checkout.order_id, { gift_message: "a".repeat(201) });
    expect(long.statusCode).toBe(400);
    const name = await editCard(buyer.headers, checkout.order_id, { gift_from: "R".repeat(51) });
    expect(name.statusCode).toBe(400);
    expect(
      (await editCard(buyer.headers, checkout.order_id, { gift_message: "a".repeat(200) })).statusCode,
    ).toBe(200);
  });
});

describe("shipping stamps packed_at", () => {
  it("when nobody packed it before, and keeps an earlier stamp", async () => {
    const fresh = await paidHandOrder(t, { slotId: slots.morning });
    const shipped = adminOrder.parse((await staff("POST", `${fresh.checkout.order_id}/ship/`, {})).json());
    expect(shipped.packed_at).not.toBeNull();

    const earlier = new Date("2026-01-02T03:04:05.000Z");
    const packed = await paidHandOrder(t, { slotId: slots.morning });
    await t.db.update(orders).set({ packedAt: earlier }).where(eq(orders.id, packed.checkout.order_id));
    const again = adminOrder.parse((await staff("POST", `${packed.checkout.order_id}/ship/`, {})).json());
    expect(again.packed_at).toBe(earlier.toISOString());
  });
});

describe("the customer's mails about a hand delivery", () => {
  it("the confirmation names the date and slot, the slot fee and the card", async () => {
    const { checkout } = await paidHandOrder(t, midnight());
    const mail = await mailOf(`order-confirmed:${checkout.order_id}`);
    const day = shortDayText(tomorrow());
    expect(mail?.text).toContain(`Delivery: ${day}, Midnight, 11–11:59 PM (Hand delivery)`);
    expect(mail?.text).toContain("Delivery slot fee (Midnight, 11–11:59 PM): ₹249");
    expect(mail?.text).toContain("Card: Happy birthday, Asha!\nLots of love — from Rahul");
    expect(mail?.text).not.toContain("Expected delivery");
    expect(mail?.html).toContain("Card: Happy birthday, Asha!<br>Lots of love — from Rahul");
  });

  it("a free window shows no fee line; shipping reads as out for delivery", async () => {
    const { checkout } = await paidHandOrder(t, { slotId: slots.morning });
    expect((await mailOf(`order-confirmed:${checkout.order_id}`))?.text).not.toContain("slot fee");
    expect((await staff("POST", `${checkout.order_id}/ship/`, {})).statusCode).toBe(200);
    const shipped = await mailOf(`order-shipped:${checkout.order_id}`);
    expect(shipped?.subject).toBe(
      `Your gift is out for delivery (order #${checkout.order_number}) — Mithaas`,
    );
    expect(shipped?.text).toContain(
      `Your gift is out for delivery: our own delivery team is bringing order #${checkout.order_number}, as promised for ${shortDayText(tomorrow())}, 9 AM–1 PM.`,
    );
    expect(shipped?.text).not.toContain("has shipped");
  });

  it("a courier order keeps its shipped wording", async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
    const { checkout } = await paidOrder(t, simulatedCard(t), [{ productId: box.id, quantity: 1 }], 1200);
    const confirmed = await mailOf(`order-confirmed:${checkout.order_id}`);
    expect(confirmed?.text).toContain("Expected delivery:");
    expect(confirmed?.text).not.toContain("Card:");
    await staff("POST", `${checkout.order_id}/ship/`, { courier: "Blue Dart" });
    const shipped = await mailOf(`order-shipped:${checkout.order_id}`);
    expect(shipped?.subject).toBe(`Order #${checkout.order_number} has shipped — Mithaas`);
    expect(shipped?.text).toContain("Courier: Blue Dart");
  });
});
