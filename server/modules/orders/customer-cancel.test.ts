import { createOrderResponse, customerCancelMessages, order as orderShape } from "@contract/orders";
import { auditLog } from "@server/db/schema/audit";
import { mailOutbox } from "@server/db/schema/mail";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orderEvents, orders } from "@server/db/schema/orders";
import { refundLatePayments } from "@server/modules/payments/late-payment-refunds";
import { expireUnpaidOrders } from "@server/modules/payments/order-expiry";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import {
  addHandDelivery,
  bookedOn,
  type HandSlots,
  placeHandOrder,
  tomorrow,
} from "@server/testing/hand-delivery";
import { documentsOf, doubleCard, setTaxSettings, taxedProduct } from "@server/testing/invoice-kit";
import { adminOrders, type Buyer, paidOrder, payOrder, placeOrder } from "@server/testing/paid-order";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { expireNow } from "@server/testing/unpaid-order";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The shopper cancelling their own order until it is packed (decision 27); refunds go to the Razorpay double. */
let t: TestApp;
let double: RazorpayDouble;
let staff: ReturnType<typeof adminOrders>;
let staffHeaders: Record<string, string>;
let slots: HandSlots;
const quiet = { warn() {}, info() {} };
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, payments: razorpayGateway(double) });
  await makeZone(t.db);
  ({ slots } = await addHandDelivery(t.db));
  staffHeaders = (await signInAsStaff(t.db, "packing@mithaas.in")).headers;
  staff = adminOrders(t, staffHeaders);
  await setTaxSettings(t, staffHeaders);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const card = () => doubleCard(double);
const cancel = (buyer: Buyer, id: number, payload: Record<string, unknown> = { reason: "changed_mind" }) =>
  t.app.inject({ method: "POST", url: `/api/orders/${id}/cancel/`, headers: buyer.headers, payload });
const view = async (buyer: Buyer, id: number) =>
  orderShape.parse((await t.app.inject({ url: `/api/orders/${id}/`, headers: buyer.headers })).json());
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const eventsOf = (id: number) =>
  t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.id));
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(id))));
const mailsOf = async (id: number) =>
  (await t.db.select().from(mailOutbox)).filter((mail) => mail.dedupeKey.endsWith(`:${id}`));
const redemptionsOf = (id: number) =>
  t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id));
const refundCalls = (paymentId: string) =>
  double.requests.filter((request) => request === `POST /v1/payments/${paymentId}/refund`).length;
const refundsOf = (paymentId: string) =>
  [...double.refunds.values()].filter((refund) => refund.payment_id === paymentId);

/** Everything a cancel would change, to show a refused one changed none of it. */
async function stateOf(id: number, productId: number) {
  return {
    order: await row(id),
    stock: await stockOf(t, productId),
    redemptions: (await redemptionsOf(id)).length,
    events: (await eventsOf(id)).map((event) => event.kind),
    mails: (await mailsOf(id)).map((mail) => mail.dedupeKey).sort(),
    documents: (await documentsOf(t.db, id)).map((document) => document.kind),
  };
}

/** A paid, invoiced order for 2 boxes at ₹1,200 with a ₹50 coupon: ₹2,350 taken, 2 units and a coupon use held. */
async function paidWithCoupon() {
  const box = await taxedProduct(t.db, { pricePaise: 120_000, stock: 6, name: "Almond Barfi Box" });
  const coupon = await makeCoupon(t.db);
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 2 }]);
  const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
    shipping_charge: "0.00",
    discount_amount: 50,
    total_amount: 2350,
    coupon_code: coupon.code,
  });
  expect(res.statusCode, res.body).toBe(201);
  const checkout = createOrderResponse.parse(res.json());
  await payOrder(t, buyer, checkout, card());
  return {
    box,
    buyer,
    id: checkout.order_id,
    paymentId: (await row(checkout.order_id))?.gatewayPaymentId ?? "",
  };
}

/** A paid order for one ₹1,200 box (no coupon, no invoice), for the refusals. */
async function paidBox() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
  const { buyer, checkout } = await paidOrder(t, card(), [{ productId: box.id, quantity: 1 }], 1200);
  return {
    box,
    buyer,
    id: checkout.order_id,
    paymentId: (await row(checkout.order_id))?.gatewayPaymentId ?? "",
  };
}

/** An order placed through create_order and not paid: 1 unit held for 30 minutes. */
async function unpaidBox() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
  const checkout = await placeOrder(t, buyer, 1200);
  return { box, buyer, checkout, id: checkout.order_id };
}

describe("a paid order not yet packed", () => {
  it("is refunded in full and cancelled, with its stock, coupon use, credit note, history and mail", async () => {
    const { box, buyer, id, paymentId } = await paidWithCoupon();
    expect(await stockOf(t, box.id)).toBe(4);
    expect(await view(buyer, id)).toMatchObject({ can_cancel: true, cancelled_by: null });
    // The public product page is cached; the cancel must empty it so shoppers see the stock at once.
    expect((await t.app.inject({ url: `/api/products/${box.id}/` })).json().stock).toBe(4);

    const res = await cancel(buyer, id, { reason: "found_better_price", note: "Cheaper nearby" });
    expect(res.statusCode, res.body).toBe(200);
    const [refund, ...more] = refundsOf(paymentId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ amount: 235_000, status: "processed" });
    const [invoice, creditNote] = await documentsOf(t.db, id);
    expect(creditNote).toMatchObject({ kind: "credit_note", refersTo: invoice?.id, totalPaise: 235_000 });
    expect(creditNote?.document.reason).toBe("Order cancelled by the customer: I found a better price");
    expect(orderShape.parse(res.json())).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
      cancelled_by: "you",
      can_cancel: false,
      cancelled_at: expect.any(String),
      refunded_at: expect.any(String),
      credit_note_number: creditNote?.number,
    });
    expect(await row(id)).toMatchObject({ cancelReason: "customer", gatewayRefundId: refund?.id });
    expect(await stockOf(t, box.id)).toBe(6);
    expect((await t.app.inject({ url: `/api/products/${box.id}/` })).json().stock).toBe(6);
    expect(await redemptionsOf(id)).toEqual([]);

    const cancelled = (await eventsOf(id)).at(-1);
    expect(cancelled).toMatchObject({
      kind: "cancelled",
      fromStatus: "PROCESSING",
      toStatus: "CANCELLED",
      staffUserId: null,
      detail: {
        by: "customer",
        reason: "found_better_price",
        note: "Cheaper nearby",
        refunded: "2350.00",
        gateway_refund_id: refund?.id,
        credit_note: creditNote?.number,
      },
    });
    expect(await auditOf(id)).toEqual([]);
    const mail = (await mailsOf(id)).find((m) => m.dedupeKey === `order-cancelled:${id}`);
    const number = (await row(id))?.orderNumber;
    expect(mail?.text.split("\n\n")[1]).toBe(`You cancelled your order #${number}.`);
    expect(mail?.text).toContain("We have refunded ₹2,350 to your original payment method.");
  });

  it("gives a hand delivery's slot place back", async () => {
    const { product, buyer, checkout } = await placeHandOrder(t, { slotId: slots.midnight, feeRupees: 249 });
    await payOrder(t, buyer, checkout, card());
    const id = checkout.order_id;
    expect(await bookedOn(t.db, slots.midnight, tomorrow())).toBe(1);
    const res = await cancel(buyer, id, { reason: "delivery_too_late" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ order_status: "CANCELLED", payment_status: "REFUNDED" });
    expect(await bookedOn(t.db, slots.midnight, tomorrow())).toBe(0);
    expect(await stockOf(t, product.id)).toBe(5);
  });
});

describe("an unpaid order", () => {
  it("is released as an expired one is: nothing to refund, its stock back, and a mail", async () => {
    const { box, buyer, id } = await unpaidBox();
    expect(await view(buyer, id)).toMatchObject({ can_cancel: true, cancelled_by: null });
    expect(await stockOf(t, box.id)).toBe(4);
    const before = double.requests.length;

    const res = await cancel(buyer, id, { reason: "ordered_by_mistake" });
    expect(res.statusCode, res.body).toBe(200);
    expect(orderShape.parse(res.json())).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "FAILED",
      cancelled_by: "you",
      can_cancel: false,
      expires_at: null,
    });
    expect(double.requests.slice(before)).toEqual([]);
    expect(await stockOf(t, box.id)).toBe(5);
    expect((await eventsOf(id)).at(-1)).toMatchObject({
      kind: "cancelled",
      fromStatus: "PENDING",
      staffUserId: null,
      detail: { by: "customer", reason: "ordered_by_mistake", note: null },
    });
    const mail = (await mailsOf(id)).find((m) => m.dedupeKey === `order-cancelled:${id}`);
    expect(mail?.text).toContain("You cancelled your order #");
    expect(mail?.text).toContain("No payment was taken for it.");
  });

  it("stays as it was when the release fails half-way", async () => {
    const { box, buyer, id } = await unpaidBox();
    const before = await stateOf(id, box.id);
    const crash = await failWrites(t.db, "mail_outbox", "insert");
    try {
      expect((await cancel(buyer, id)).statusCode).toBe(500);
    } finally {
      await crash.restore();
    }
    expect(await stateOf(id, box.id)).toEqual(before);
    expect((await cancel(buyer, id)).statusCode).toBe(200);
  });
});

describe("refusals", () => {
  it("a packed order: 409 with the packed sentence, and nothing refunded", async () => {
    const { box, buyer, id, paymentId } = await paidBox();
    const packed = await t.app.inject({
      method: "POST",
      url: "/api/admin/orders/packed/",
      headers: staffHeaders,
      payload: { order_ids: [id] },
    });
    expect(packed.json()).toEqual({ packed: [id] });
    expect(await view(buyer, id)).toMatchObject({ can_cancel: false });
    const before = await stateOf(id, box.id);
    const res = await cancel(buyer, id);
    expect([res.statusCode, res.json().message]).toEqual([409, customerCancelMessages.packed]);
    expect(refundCalls(paymentId)).toBe(0);
    expect(await stateOf(id, box.id)).toEqual(before);
  });

  it("an order booked with a courier: 409 with the packed sentence", async () => {
    const { buyer, id, paymentId } = await paidBox();
    await t.db.update(orders).set({ trackingNumber: "SR1234567890" }).where(eq(orders.id, id));
    expect(await view(buyer, id)).toMatchObject({ can_cancel: false, packed_at: null });
    const res = await cancel(buyer, id);
    expect([res.statusCode, res.json().message]).toEqual([409, customerCancelMessages.packed]);
    expect(refundCalls(paymentId)).toBe(0);
    expect(await row(id)).toMatchObject({ orderStatus: "PROCESSING", paymentStatus: "PAID" });
  });

  it("a shipped or delivered order: 409, it has left us", async () => {
    const { buyer, id, paymentId } = await paidBox();
    expect((await staff("POST", `${id}/ship/`, {})).statusCode).toBe(200);
    const shipped = await cancel(buyer, id);
    expect([shipped.statusCode, shipped.json().message]).toEqual([409, customerCancelMessages.left]);
    expect((await staff("POST", `${id}/deliver/`)).statusCode).toBe(200);
    const delivered = await cancel(buyer, id);
    expect([delivered.statusCode, delivered.json().message]).toEqual([409, customerCancelMessages.left]);
    expect(refundCalls(paymentId)).toBe(0);
    expect(await row(id)).toMatchObject({ orderStatus: "DELIVERED", paymentStatus: "PAID" });
  });

  it("an order already cancelled: 409, refunded once", async () => {
    const { buyer, id, paymentId } = await paidBox();
    expect((await cancel(buyer, id)).statusCode).toBe(200);
    const again = await cancel(buyer, id);
    expect([again.statusCode, again.json().message]).toEqual([409, customerCancelMessages.alreadyCancelled]);
    expect(refundCalls(paymentId)).toBe(1);
    expect((await mailsOf(id)).filter((mail) => mail.dedupeKey === `order-cancelled:${id}`)).toHaveLength(1);
  });

  it("another customer's order: 404, exactly like a missing one, and nothing changes", async () => {
    const { box, id, paymentId } = await paidBox();
    const stranger = await makeCustomer(t.db);
    const before = await stateOf(id, box.id);
    const res = await cancel(stranger, id);
    expect([res.statusCode, res.json().message]).toEqual([404, "Order not found"]);
    expect((await cancel(stranger, 2_000_000_000)).json()).toEqual(res.json());
    expect(refundCalls(paymentId)).toBe(0);
    expect(await stateOf(id, box.id)).toEqual(before);
  });

  it("a reason that is not one of the list: 400", async () => {
    const { buyer, id } = await unpaidBox();
    const res = await cancel(buyer, id, { reason: "bored" });
    expect([res.statusCode, res.json().errors]).toEqual([400, { reason: ["Please choose a reason"] }]);
    expect((await row(id))?.orderStatus).toBe("PENDING");
  });

  it("signed out: 401", async () => {
    const { id } = await unpaidBox();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/orders/${id}/cancel/`,
      payload: { reason: "changed_mind" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("when the money cannot go back", () => {
  it("a refusal at Razorpay: 402 with the shopper's sentence, and nothing changed", async () => {
    const { box, buyer, id, paymentId } = await paidWithCoupon();
    const before = await stateOf(id, box.id);
    double.failNext(1, `POST /v1/payments/${paymentId}/refund`);
    const res = await cancel(buyer, id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: customerCancelMessages.refundFailed });
    expect(refundCalls(paymentId)).toBe(1);
    expect(refundsOf(paymentId)).toEqual([]);
    expect(await stateOf(id, box.id)).toEqual(before);

    const retry = await cancel(buyer, id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await stockOf(t, box.id)).toBe(6);
  });

  it("Razorpay not answering: 402, and nothing changed", async () => {
    const { box, buyer, id } = await paidBox();
    const before = await stateOf(id, box.id);
    double.failNext(1);
    const res = await cancel(buyer, id);
    expect([res.statusCode, res.json().message]).toEqual([402, customerCancelMessages.refundFailed]);
    expect(await stateOf(id, box.id)).toEqual(before);
  });

  it("a database failure after Razorpay refunded: nothing recorded, and the retry never refunds twice", async () => {
    const { box, buyer, id, paymentId } = await paidWithCoupon();
    const before = await stateOf(id, box.id);
    const crash = await failWrites(t.db, "order_events", "insert", "NEW.kind = 'cancelled'");
    try {
      expect((await cancel(buyer, id)).statusCode).toBe(500);
    } finally {
      await crash.restore();
    }
    // Razorpay has refunded; we have recorded nothing.
    expect(double.payments.get(paymentId)?.status).toBe("refunded");
    expect(await stateOf(id, box.id)).toEqual(before);

    const retry = await cancel(buyer, id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(refundCalls(paymentId)).toBe(1);
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ orderStatus: "CANCELLED", paymentStatus: "REFUNDED" });
    expect(await stockOf(t, box.id)).toBe(6);
  });
});

describe("a payment that lands after the shopper cancelled", () => {
  it("is refunded automatically and never revives the order, even with its stock still there", async () => {
    const { box, buyer, checkout, id } = await unpaidBox();
    expect((await cancel(buyer, id)).statusCode).toBe(200);
    expect(await stockOf(t, box.id)).toBe(5);

    const { payment, ...signed } = double.pay(checkout.razorpay_order_id);
    const verify = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers: buyer.headers,
      payload: { ...signed, order_key: checkout.order_key },
    });
    expect(verify.statusCode).toBe(409);
    expect(await row(id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "PAID",
      refundDue: true,
      cancelReason: "customer",
    });
    expect(await stockOf(t, box.id)).toBe(5);
    expect((await eventsOf(id)).at(-1)).toMatchObject({ kind: "paid_refund_due" });

    expect(await refundLatePayments(t.deps, quiet)).toMatchObject({ refunded: 1 });
    expect(refundsOf(payment.id)).toEqual([expect.objectContaining({ amount: 120_000 })]);
    expect(await view(buyer, id)).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
      cancelled_by: "you",
      can_cancel: false,
    });
  });
});

describe("the order answer", () => {
  it("says who cancelled: the shop, or nobody for an unpaid order that ran out of time", async () => {
    const byShop = await paidBox();
    expect((await staff("POST", `${byShop.id}/cancel/`, {})).statusCode).toBe(200);
    expect(await view(byShop.buyer, byShop.id)).toMatchObject({ cancelled_by: "shop", can_cancel: false });

    const expired = await unpaidBox();
    await expireNow(t.db, expired.id);
    await expireUnpaidOrders(t.deps, quiet);
    expect(await view(expired.buyer, expired.id)).toMatchObject({
      order_status: "CANCELLED",
      cancelled_by: "unpaid",
      can_cancel: false,
    });
  });
});

it("answers 429 after 10 cancels by one customer in an hour", async () => {
  const buyer = await makeCustomer(t.db);
  const answers: number[] = [];
  for (let i = 0; i < 11; i += 1) answers.push((await cancel(buyer, 2_000_000_000)).statusCode);
  expect(answers).toEqual([...Array(10).fill(404), 429]);
  expect((await cancel(await makeCustomer(t.db), 2_000_000_000)).statusCode).toBe(404);
});
