import { customerCancelMessages } from "@contract/orders";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEvents, orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { doubleCard } from "@server/testing/invoice-kit";
import { adminOrders, type Buyer, paidOrder, placeOrder } from "@server/testing/paid-order";
import { itRace, together } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";

/**
 * The shopper's cancel against itself, staff and a payment (PostgreSQL only: PGlite runs one query at
 * a time). Every path locks the order row first, so one of them wins wholly and the other sees it.
 */
let t: TestApp;
let double: RazorpayDouble;
let staffHeaders: Record<string, string>;
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, payments: razorpayGateway(double) });
  await makeZone(t.db);
  staffHeaders = (await signInAsStaff(t.db)).headers;
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const cancel = (buyer: Buyer, id: number) =>
  t.app.inject({
    method: "POST",
    url: `/api/orders/${id}/cancel/`,
    headers: buyer.headers,
    payload: { reason: "changed_mind" },
  });
const stampPacked = (id: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/orders/packed/",
    headers: staffHeaders,
    payload: { order_ids: [id] },
  });
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const kinds = async (id: number) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((event) => event.kind);
const refundCalls = (paymentId: string) =>
  double.requests.filter((request) => request === `POST /v1/payments/${paymentId}/refund`).length;
const statuses = (answers: { statusCode: number }[]) => answers.map((res) => res.statusCode).sort();

async function paidBox() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
  const { buyer, checkout } = await paidOrder(
    t,
    doubleCard(double),
    [{ productId: box.id, quantity: 2 }],
    2400,
  );
  return {
    box,
    buyer,
    id: checkout.order_id,
    paymentId: (await row(checkout.order_id))?.gatewayPaymentId ?? "",
  };
}

/** Resolves once the double has received `request`, i.e. once the cancel holds the lock and calls out. */
async function received(request: string) {
  while (!double.requests.includes(request)) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("the shopper cancelling at the same moment as", () => {
  itRace("themselves, six times: one refund, the stock back once, one event and one mail", async () => {
    const { box, buyer, id, paymentId } = await paidBox();
    const answers = await together(6, () => cancel(buyer, id));
    expect(statuses(answers)).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((res) => res.statusCode === 409)) {
      expect(refused.json().message).toBe(customerCancelMessages.alreadyCancelled);
    }
    expect(refundCalls(paymentId)).toBe(1);
    expect(await stockOf(t, box.id)).toBe(5);
    expect((await kinds(id)).filter((kind) => kind === "cancelled")).toHaveLength(1);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-cancelled:${id}`));
    expect(mails).toHaveLength(1);
  });

  itRace(
    "a second cancel while Razorpay is still refunding the first: it waits, then is refused",
    async () => {
      const { box, buyer, id, paymentId } = await paidBox();
      const release = double.hold(`POST /v1/payments/${paymentId}/refund`);
      const first = cancel(buyer, id);
      await received(`POST /v1/payments/${paymentId}/refund`);
      const second = cancel(buyer, id);
      await new Promise((resolve) => setTimeout(resolve, 150));
      release();
      const answers = await Promise.all([first, second]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 409]);
      expect(refundCalls(paymentId)).toBe(1);
      expect(await stockOf(t, box.id)).toBe(5);
    },
  );

  itRace("staff printing the slips (the packed stamp): one of them happens, never both", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { box, buyer, id, paymentId } = await paidBox();
      const [cancelled, packed] = await Promise.all([cancel(buyer, id), stampPacked(id)]);
      expect(packed.statusCode).toBe(200);
      const after = await row(id);
      if (cancelled.statusCode === 200) {
        expect(packed.json()).toEqual({ packed: [] });
        expect(after).toMatchObject({ orderStatus: "CANCELLED", paymentStatus: "REFUNDED", packedAt: null });
        expect(refundCalls(paymentId)).toBe(1);
        expect(await stockOf(t, box.id)).toBe(5);
      } else {
        expect([cancelled.statusCode, cancelled.json().message]).toEqual([
          409,
          customerCancelMessages.packed,
        ]);
        expect(packed.json()).toEqual({ packed: [id] });
        expect(after).toMatchObject({ orderStatus: "PROCESSING", paymentStatus: "PAID" });
        expect(refundCalls(paymentId)).toBe(0);
        expect(await stockOf(t, box.id)).toBe(3);
      }
    }
  });

  itRace(
    "a packed stamp sent while Razorpay is refunding: it waits, then finds the order cancelled",
    async () => {
      const { box, buyer, id, paymentId } = await paidBox();
      const release = double.hold(`POST /v1/payments/${paymentId}/refund`);
      const cancelled = cancel(buyer, id);
      await received(`POST /v1/payments/${paymentId}/refund`);
      const packed = stampPacked(id);
      await new Promise((resolve) => setTimeout(resolve, 150));
      release();
      expect((await cancelled).statusCode).toBe(200);
      expect((await packed).json()).toEqual({ packed: [] });
      expect(await row(id)).toMatchObject({
        orderStatus: "CANCELLED",
        paymentStatus: "REFUNDED",
        packedAt: null,
      });
      expect(await stockOf(t, box.id)).toBe(5);
    },
  );

  itRace("staff cancelling it: one refund, one cancel", async () => {
    const { box, buyer, id, paymentId } = await paidBox();
    const [mine, theirs] = await Promise.all([
      cancel(buyer, id),
      adminOrders(t, staffHeaders)("POST", `${id}/cancel/`, {}),
    ]);
    expect(statuses([mine, theirs])).toEqual([200, 409]);
    expect(refundCalls(paymentId)).toBe(1);
    expect(await stockOf(t, box.id)).toBe(5);
    expect((await row(id))?.cancelReason).toBe(mine.statusCode === 200 ? "customer" : "staff");
  });

  itRace("the payment of an unpaid order arriving: the money is kept only if the order is", async () => {
    for (let round = 0; round < 4; round += 1) {
      const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
      const buyer = await makeCustomer(t.db);
      await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
      const checkout = await placeOrder(t, buyer, 1200);
      const { payment, ...signed } = double.pay(checkout.razorpay_order_id);
      const [cancelled, verified] = await Promise.all([
        cancel(buyer, checkout.order_id),
        t.app.inject({
          method: "POST",
          url: "/api/orders/verify_payment/",
          headers: buyer.headers,
          payload: { ...signed, order_key: checkout.order_key },
        }),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = await row(checkout.order_id);
      expect(after?.orderStatus).toBe("CANCELLED");
      expect(await stockOf(t, box.id)).toBe(5);
      if (verified.statusCode === 200) {
        // Paid first: the cancel refunded it.
        expect(after).toMatchObject({ paymentStatus: "REFUNDED", refundDue: false });
        expect(refundCalls(payment.id)).toBe(1);
      } else {
        // Cancelled first: the payment is due back, and the refund job returns it.
        expect(verified.statusCode).toBe(409);
        expect(after).toMatchObject({ paymentStatus: "PAID", refundDue: true });
      }
    }
  });
});
