import { addDays, indiaDate } from "@contract/india-time";
import { paymentMessages } from "@contract/payments";
import { orderEvents, orders } from "@server/db/schema/orders";
import { deliverySlotDays } from "@server/db/schema/shipping";
import { retakeForLatePayment } from "@server/modules/orders/order-lifecycle.service";
import { makeZone } from "@server/testing/checkout-fixtures";
import {
  addHandDelivery,
  bookedOn,
  type HandSlots,
  placeHandOrder,
  tomorrow,
} from "@server/testing/hand-delivery";
import { simulatedCard } from "@server/testing/paid-order";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { expireNow } from "@server/testing/unpaid-order";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireUnpaidOrders } from "./order-expiry";

let t: TestApp;
let slots: HandSlots;
const quiet = { warn() {}, info() {} };
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
  ({ slots } = await addHandDelivery(t.db, { capacity: { evening: 1 } }));
});
afterAll(() => t.close());

const orderRow = async (id: number) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
};

/** An unpaid hand delivery left to run out its 30 minutes and expired by the background work. */
async function expiredHandOrder(slotId: number) {
  const placed = await placeHandOrder(t, { slotId });
  await expireNow(t.db, placed.checkout.order_id);
  await expireUnpaidOrders(t.deps, quiet);
  return placed;
}

const retake = async (orderId: number) => {
  const order = await orderRow(orderId);
  return t.db.transaction((tx) => retakeForLatePayment(t.deps, tx, order));
};

describe("an expired unpaid order gives its slot place back", () => {
  it("once, however often expiry runs", async () => {
    const keeper = await placeHandOrder(t, { slotId: slots.morning });
    const leaver = await placeHandOrder(t, { slotId: slots.morning });
    expect(await bookedOn(t.db, slots.morning, tomorrow())).toBe(2);
    await expireNow(t.db, leaver.checkout.order_id);
    expect((await expireUnpaidOrders(t.deps, quiet)).released).toBe(1);
    expect((await expireUnpaidOrders(t.deps, quiet)).released).toBe(0);
    expect(await bookedOn(t.db, slots.morning, tomorrow())).toBe(1);
    expect((await orderRow(leaver.checkout.order_id)).orderStatus).toBe("CANCELLED");
    expect((await orderRow(keeper.checkout.order_id)).orderStatus).toBe("PENDING");
  });
});

describe("a payment that arrives after its order expired", () => {
  it("takes the slot place again with the stock, and the order goes ahead", async () => {
    const { product, checkout } = await expiredHandOrder(slots.afternoon);
    expect(await bookedOn(t.db, slots.afternoon, tomorrow())).toBe(0);
    expect(await retake(checkout.order_id)).toBeNull();
    expect(await bookedOn(t.db, slots.afternoon, tomorrow())).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it("is refunded when the slot filled meanwhile: the slot and the stock stay as they were", async () => {
    const { buyer, product, checkout } = await expiredHandOrder(slots.evening);
    const taker = await placeHandOrder(t, { slotId: slots.evening });
    expect(await bookedOn(t.db, slots.evening, tomorrow())).toBe(1);

    const paid = await simulatedCard(t)(checkout.razorpay_order_id);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers: buyer.headers,
      payload: { ...paid, order_key: checkout.order_key },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.refundDue });
    expect(await orderRow(checkout.order_id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "PAID",
      refundDue: true,
    });
    const [refusal] = await t.db
      .select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, checkout.order_id), eq(orderEvents.kind, "paid_refund_due")));
    expect(refusal?.detail.reason).toBe("its delivery slot was full or no longer open");
    expect(await bookedOn(t.db, slots.evening, tomorrow())).toBe(1);
    expect(await stockOf(t, product.id)).toBe(5);
    expect((await orderRow(taker.checkout.order_id)).orderStatus).toBe("PENDING");
  });

  it("is refunded when the slot's order-by time has passed, though places are left", async () => {
    const { checkout } = await expiredHandOrder(slots.morning);
    // As if the payment reached an order for yesterday evening: that promise can no longer be kept.
    const yesterday = addDays(indiaDate(new Date()), -1);
    await t.db.update(orders).set({ deliveryDate: yesterday }).where(eq(orders.id, checkout.order_id));
    expect(await retake(checkout.order_id)).toBe("slot_gone");
    expect(
      await t.db
        .select()
        .from(deliverySlotDays)
        .where(and(eq(deliverySlotDays.slotId, slots.morning), eq(deliverySlotDays.deliveryDate, yesterday))),
    ).toEqual([]);
  });
});
