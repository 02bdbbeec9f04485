import { shipmentMessages } from "@contract/admin/shipments";
import { customerCancelMessages } from "@contract/orders";
import { orderEvents } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { adminClient } from "@server/testing/admin-client";
import { makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import {
  bookCourier,
  type CourierShop,
  orderRow,
  providerOrdersOf,
  shipmentsOf,
} from "@server/testing/courier-booking-kit";
import { doubleCard } from "@server/testing/invoice-kit";
import { type Buyer, paidOrder } from "@server/testing/paid-order";
import { itRace } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { startShiprocketDouble } from "@server/testing/shiprocket-double";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The shopper's own cancel against staff's 'Book courier' on one paid, unpacked order (decision 27,
 * "Race with staff booking"): both lock the order row first, the booking's claim stamps it packed under
 * that lock and the cancel checks it under the same lock, so exactly one of them happens. Refunds go to
 * the Razorpay double, bookings to the Shiprocket double, so "what happened" is read where the money and
 * the parcel would be.
 */
let shop: CourierShop;
let razorpay: RazorpayDouble;
beforeAll(async () => {
  razorpay = await startRazorpayDouble();
  const double = await startShiprocketDouble();
  const t = await createTestApp({
    seed: false,
    payments: razorpayGateway(razorpay),
    couriers: double.couriers({ timeoutMs: 1_000 }),
  });
  await makeZone(t.db);
  const admin = await adminClient(t);
  shop = {
    t,
    double,
    admin,
    async close() {
      await t.close();
      await double.close();
    },
  };
});
afterAll(async () => {
  await shop.close();
  await razorpay.close();
});

/** A Standard order of two ₹1,200 boxes (5 in stock, 3 left), paid at the Razorpay double. */
async function paidCourierOrder() {
  const box = await makeProduct(shop.t.db, { pricePaise: 120_000, stock: 5, name: "Kaju Katli Gift Box" });
  const { buyer, checkout } = await paidOrder(
    shop.t,
    doubleCard(razorpay),
    [{ productId: box.id, quantity: 2 }],
    2400,
  );
  const paymentId = (await orderRow(shop.t, checkout.order_id)).gatewayPaymentId ?? "";
  return { box, buyer, id: checkout.order_id, number: checkout.order_number, paymentId };
}
type PaidCourierOrder = Awaited<ReturnType<typeof paidCourierOrder>>;

const cancel = (buyer: Buyer, id: number) =>
  shop.t.app.inject({
    method: "POST",
    url: `/api/orders/${id}/cancel/`,
    headers: buyer.headers,
    payload: { reason: "changed_mind" },
  });
const refundPath = (paymentId: string) => `POST /v1/payments/${paymentId}/refund`;
const refundCalls = (paymentId: string) =>
  razorpay.requests.filter((request) => request === refundPath(paymentId)).length;
const liveProviderOrders = (number: string) =>
  providerOrdersOf(shop.double, number).filter((order) => order.status !== "CANCELED");
const cancelledEvents = async (id: number) =>
  (await shop.t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter(
    (event) => event.kind === "cancelled",
  );
const answer = (res: { statusCode: number; json(): { message?: string } }) => [
  res.statusCode,
  res.json().message,
];

/** The shopper's cancel happened wholly: refunded once, stock back once, nothing booked or stamped. */
async function expectCancelledOnly(order: PaidCourierOrder) {
  expect(await orderRow(shop.t, order.id)).toMatchObject({
    orderStatus: "CANCELLED",
    paymentStatus: "REFUNDED",
    cancelReason: "customer",
    packedAt: null,
    trackingNumber: null,
  });
  expect(refundCalls(order.paymentId)).toBe(1);
  expect(await stockOf(shop.t, order.box.id)).toBe(5);
  expect(await cancelledEvents(order.id)).toHaveLength(1);
  expect(liveProviderOrders(order.number)).toEqual([]);
  expect(await shipmentsOf(shop.t, order.id)).toEqual([]);
}

/** Staff's booking happened wholly: one Shiprocket order, the order packed and tracked, no money back. */
async function expectBookedOnly(order: PaidCourierOrder, awb: string) {
  expect(providerOrdersOf(shop.double, order.number)).toHaveLength(1);
  expect(liveProviderOrders(order.number)).toHaveLength(1);
  const row = await orderRow(shop.t, order.id);
  expect(row).toMatchObject({ orderStatus: "PROCESSING", paymentStatus: "PAID", trackingNumber: awb });
  expect(row.packedAt).not.toBeNull();
  expect(refundCalls(order.paymentId)).toBe(0);
  expect(await stockOf(shop.t, order.box.id)).toBe(3);
  expect(await cancelledEvents(order.id)).toEqual([]);
}

/** Resolves once Razorpay has been asked for `request`: the cancel then holds the order's lock. */
async function received(request: string) {
  while (!razorpay.requests.includes(request)) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the shopper's cancel and staff's 'Book courier' on one paid, unpacked order", () => {
  it("one after the other, the later is refused with its sentence", async () => {
    const booked = await paidCourierOrder();
    const booking = await bookCourier(shop, booked.id);
    expect(booking.statusCode, booking.body).toBe(201);
    expect(answer(await cancel(booked.buyer, booked.id))).toEqual([409, customerCancelMessages.packed]);
    await expectBookedOnly(booked, booking.json().awb);

    const cancelled = await paidCourierOrder();
    expect((await cancel(cancelled.buyer, cancelled.id)).statusCode).toBe(200);
    expect(answer(await bookCourier(shop, cancelled.id))).toEqual([409, shipmentMessages.customerCancelled]);
    await expectCancelledOnly(cancelled);
  });

  itRace(
    "sent together, six rounds: exactly one happens, the other is refused with its sentence",
    async () => {
      for (let round = 0; round < 6; round += 1) {
        const order = await paidCourierOrder();
        // Either request leaves first in turn, so neither side wins only by always being sent first.
        const bookingFirst = round % 2 === 1 ? bookCourier(shop, order.id) : undefined;
        const [cancelled, booked] = await Promise.all([
          cancel(order.buyer, order.id),
          bookingFirst ?? bookCourier(shop, order.id),
        ]);
        if (cancelled.statusCode === 200) {
          expect(answer(booked)).toEqual([409, shipmentMessages.customerCancelled]);
          await expectCancelledOnly(order);
        } else {
          expect(answer(cancelled)).toEqual([409, customerCancelMessages.packed]);
          expect(booked.statusCode, booked.body).toBe(201);
          await expectBookedOnly(order, booked.json().awb);
        }
      }
    },
  );

  itRace(
    "a booking sent while Razorpay is still refunding the shopper's cancel waits for it, then is refused",
    async () => {
      const order = await paidCourierOrder();
      const release = razorpay.hold(refundPath(order.paymentId));
      const cancelled = cancel(order.buyer, order.id);
      await received(refundPath(order.paymentId));
      let bookingAnswered = false;
      const booked = bookCourier(shop, order.id).finally(() => {
        bookingAnswered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const waited = !bookingAnswered;
      release();
      expect((await cancelled).statusCode).toBe(200);
      expect(answer(await booked)).toEqual([409, shipmentMessages.customerCancelled]);
      expect(waited).toBe(true);
      await expectCancelledOnly(order);
      expect(providerOrdersOf(shop.double, order.number)).toEqual([]);
    },
  );
});
