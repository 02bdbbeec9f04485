import { adminOrder, adminOrderMessages } from "@contract/admin/orders";
import { createOrderResponse } from "@contract/orders";
import { auditLog } from "@server/db/schema/audit";
import { products } from "@server/db/schema/catalog";
import { mailOutbox } from "@server/db/schema/mail";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orderEvents, orders } from "@server/db/schema/orders";
import { expireUnpaidOrders } from "@server/modules/payments/order-expiry";
import { sendDueMail } from "@server/platform/mail-outbox";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { memoryMailer } from "@server/testing/memory-mailer";
import { adminOrders, type Card, paidOrder, payOrder } from "@server/testing/paid-order";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { expireNow, stockedProduct, unpaidOrder } from "@server/testing/unpaid-order";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Refunds go to Razorpay's REST API over real HTTP, answered by the loopback double. */
let t: TestApp;
let double: RazorpayDouble;
const mailer = memoryMailer();
let call: ReturnType<typeof adminOrders>;
const quiet = { warn() {}, info() {} };
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, mailer, payments: razorpayGateway(double) });
  await makeZone(t.db);
  call = adminOrders(t, (await signInAsStaff(t.db, "refunds@mithaas.in")).headers);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const card: Card = async (gatewayOrderId) => {
  const { payment: _payment, ...signed } = double.pay(gatewayOrderId);
  return signed;
};
const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundCalls = (paymentId: string) =>
  double.requests.filter((request) => request === `POST /v1/payments/${paymentId}/refund`);
const historyOf = async (id: number) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((event) => event.kind);
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(id))));
const mailsOf = async (id: number) =>
  (await t.db.select().from(mailOutbox)).filter((mail) => mail.dedupeKey.endsWith(`:${id}`));

/** A paid order for 2 boxes at ₹1,200 with a ₹50 coupon: ₹2,350 taken, 2 units and a coupon use held. */
async function paidWithCoupon() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 6, name: "Almond Barfi Box" });
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
  await payOrder(t, buyer, checkout, card);
  const paid = await row(checkout.order_id);
  return { box, coupon, buyer, id: checkout.order_id, paymentId: paid?.gatewayPaymentId ?? "" };
}

describe("cancelling a paid order", () => {
  it("refunds it at Razorpay, gives the stock and coupon use back, and tells the customer", async () => {
    const { box, buyer, id, paymentId } = await paidWithCoupon();
    expect(await stockOf(t, box.id)).toBe(4);
    // The public product page is cached; the cancel must clear it so shoppers see the stock at once.
    expect((await t.app.inject({ url: `/api/products/${box.id}/` })).json().stock).toBe(4);

    const res = await call("POST", `${id}/cancel/`, { reason: "Customer asked" });
    expect(res.statusCode, res.body).toBe(200);
    const order = adminOrder.parse(res.json());
    const [refund] = [...double.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(refundCalls(paymentId)).toHaveLength(1);
    expect(refund).toMatchObject({ amount: 235_000, status: "processed" });
    expect(order).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
      cancel_reason: "staff",
      payment: { gateway_payment_id: paymentId, gateway_refund_id: refund?.id },
      actions: [],
    });
    expect(order.payment.refunded_at).toEqual(expect.any(String));
    expect(order.history.at(-1)).toMatchObject({
      kind: "cancelled",
      from_status: "PROCESSING",
      to_status: "CANCELLED",
      staff_email: "refunds@mithaas.in",
      detail: { gateway_refund_id: refund?.id, refunded: "2350.00", reason: "Customer asked" },
    });
    expect(await stockOf(t, box.id)).toBe(6);
    expect((await t.app.inject({ url: `/api/products/${box.id}/` })).json().stock).toBe(6);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id))).toEqual([]);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      staffEmail: "refunds@mithaas.in",
      action: "cancel",
      before: { order_status: "PROCESSING", payment_status: "PAID" },
      after: { order_status: "CANCELLED", payment_status: "REFUNDED", gateway_refund_id: refund?.id },
    });

    await sendDueMail({ db: t.db, mailer }, quiet);
    const mail = mailer.sent.find((m) => m.to === buyer.user.email && m.subject.includes("cancelled"));
    expect(mail?.text).toContain("We have refunded ₹2,350 to your original payment method.");
    expect(mail?.text.split("\n")[0]).toBe("Namaste Asha,");

    const again = await call("POST", `${id}/cancel/`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, "This order is cancelled."]);
    expect(refundCalls(paymentId)).toHaveLength(1);
    expect((await mailsOf(id)).map((m) => m.dedupeKey).sort()).toEqual([
      `order-cancelled:${id}`,
      `order-confirmed:${id}`,
    ]);
  });

  it("changes nothing when Razorpay refuses the refund, and says so", async () => {
    const { box, id, paymentId } = await paidWithCoupon();
    const before = await row(id);
    double.failNext(1, `POST /v1/payments/${paymentId}/refund`);
    const res = await call("POST", `${id}/cancel/`, {});
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: adminOrderMessages.refundFailed });
    expect(refundCalls(paymentId)).toHaveLength(1);
    expect(await row(id)).toEqual(before);
    expect(await stockOf(t, box.id)).toBe(4);
    expect(await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id))).toHaveLength(
      1,
    );
    expect(await historyOf(id)).toEqual(["placed", "paid"]);
    expect(await auditOf(id)).toEqual([]);
    expect((await mailsOf(id)).map((m) => m.dedupeKey)).toEqual([`order-confirmed:${id}`]);

    const retry = await call("POST", `${id}/cancel/`, {});
    expect(retry.statusCode).toBe(200);
    expect(await stockOf(t, box.id)).toBe(6);
  });

  it("never refunds twice when the database write fails after Razorpay refunded", async () => {
    const { box, id, paymentId } = await paidWithCoupon();
    const crash = await failWrites(t.db, "order_events", "insert", "NEW.kind = 'cancelled'");
    try {
      expect((await call("POST", `${id}/cancel/`, {})).statusCode).toBe(500);
    } finally {
      await crash.restore();
    }
    // Razorpay has refunded; we have recorded nothing.
    expect(double.payments.get(paymentId)?.status).toBe("refunded");
    expect(await row(id)).toMatchObject({
      orderStatus: "PROCESSING",
      paymentStatus: "PAID",
      gatewayRefundId: null,
    });
    expect(await stockOf(t, box.id)).toBe(4);

    const retry = await call("POST", `${id}/cancel/`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(refundCalls(paymentId)).toHaveLength(1);
    const [refund] = [...double.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(await row(id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
      gatewayRefundId: refund?.id,
    });
    expect(await stockOf(t, box.id)).toBe(6);
  });

  it("answers 402 and changes nothing while Razorpay does not answer at all", async () => {
    const { id } = await paidWithCoupon();
    const before = await row(id);
    double.failNext(1);
    const res = await call("POST", `${id}/cancel/`, {});
    expect([res.statusCode, res.json().message]).toEqual([402, adminOrderMessages.refundFailed]);
    expect(await row(id)).toEqual(before);
  });
});

/** A paid order for 2 boxes, shipped and delivered by staff: ₹2,400 taken, 2 units gone from the shelf. */
async function deliveredBoxes() {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5, name: "Kaju Katli Tin" });
  const { buyer, checkout } = await paidOrder(t, card, [{ productId: box.id, quantity: 2 }], 2400);
  const id = checkout.order_id;
  expect((await call("POST", `${id}/ship/`, {})).statusCode).toBe(200);
  expect((await call("POST", `${id}/deliver/`)).statusCode).toBe(200);
  return { box, buyer, id, paymentId: (await row(id))?.gatewayPaymentId ?? "" };
}

describe("refunding a delivered order (a box that arrived melted)", () => {
  it("refunds the whole payment once; the order stays delivered and its stock stays out", async () => {
    const { box, buyer, id, paymentId } = await deliveredBoxes();
    const res = await call("POST", `${id}/refund/`);
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = [...double.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(refund).toMatchObject({ amount: 240_000, status: "processed" });
    expect(adminOrder.parse(res.json())).toMatchObject({
      order_status: "DELIVERED",
      payment_status: "REFUNDED",
      payment: { gateway_refund_id: refund?.id },
      actions: [],
    });
    expect(await stockOf(t, box.id)).toBe(3);
    expect(await historyOf(id)).toEqual(["placed", "paid", "shipped", "delivered", "refunded"]);
    const [audit] = (await auditOf(id)).filter((entry) => entry.action === "refund");
    expect(audit).toMatchObject({
      before: { order_status: "DELIVERED", payment_status: "PAID", refund_due: false },
      after: { order_status: "DELIVERED", payment_status: "REFUNDED", gateway_refund_id: refund?.id },
    });
    await sendDueMail({ db: t.db, mailer }, quiet);
    const mail = mailer.sent.find(
      (m) => m.to === buyer.user.email && m.subject.startsWith("Refund for order"),
    );
    expect(mail?.text).toContain("We have refunded your payment for order #");
    expect(mail?.text).toContain("We have refunded ₹2,400 to your original payment method.");
    expect(mail?.text).not.toContain("arrived after the order had been cancelled");

    const again = await call("POST", `${id}/refund/`);
    expect([again.statusCode, again.json().message]).toEqual([409, "This order has already been refunded."]);
    expect(refundCalls(paymentId)).toHaveLength(1);
  });

  it("changes nothing when Razorpay refuses, and never refunds twice when the write fails after it refunded", async () => {
    const { id, paymentId } = await deliveredBoxes();
    const before = await row(id);
    double.failNext(1, `POST /v1/payments/${paymentId}/refund`);
    const refused = await call("POST", `${id}/refund/`);
    expect([refused.statusCode, refused.json().message]).toEqual([402, adminOrderMessages.refundFailed]);
    expect(await row(id)).toEqual(before);

    const crash = await failWrites(t.db, "order_events", "insert", "NEW.kind = 'refunded'");
    try {
      expect((await call("POST", `${id}/refund/`)).statusCode).toBe(500);
    } finally {
      await crash.restore();
    }
    expect(double.payments.get(paymentId)?.status).toBe("refunded");
    expect(await row(id)).toMatchObject({ paymentStatus: "PAID", gatewayRefundId: null });

    const retry = await call("POST", `${id}/refund/`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(refundCalls(paymentId)).toHaveLength(2);
    expect([...double.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ orderStatus: "DELIVERED", paymentStatus: "REFUNDED" });
  });
});

describe("a payment that arrived after its order was cancelled", () => {
  it("is listed as refund due and refunded once by staff, with its own mail", async () => {
    const product = await stockedProduct(t.db, { stock: 2 });
    const late = await unpaidOrder(t.db, t.deps.payments, { productId: product.id, quantity: 2 });
    await expireNow(t.db, late.order.id);
    await expireUnpaidOrders(t.deps, quiet);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    const { payment, ...signed } = double.pay(late.order.gatewayOrderId as string);
    const verify = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers: late.headers,
      payload: { ...signed, order_key: late.order.orderKey },
    });
    expect(verify.statusCode).toBe(409);

    const due = await call("GET", `?refund_due=true&q=${late.order.orderNumber}`);
    expect(due.json().results).toEqual([
      expect.objectContaining({ order_status: "CANCELLED", payment_status: "PAID", refund_due: true }),
    ]);
    const view = adminOrder.parse((await call("GET", `${late.order.id}/`)).json());
    expect(view.actions).toEqual(["refund"]);
    expect(view.history.map((event) => event.kind)).toEqual(["expired", "paid_refund_due"]);

    const res = await call("POST", `${late.order.id}/refund/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      order_status: "CANCELLED",
      payment_status: "REFUNDED",
      refund_due: false,
    });
    expect(refundCalls(payment.id)).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await call("POST", `${late.order.id}/refund/`)).statusCode).toBe(409);
    expect(refundCalls(payment.id)).toHaveLength(1);
    const [audit] = await auditOf(late.order.id);
    expect(audit).toMatchObject({
      action: "refund",
      after: { payment_status: "REFUNDED", refund_due: false },
    });
    expect((await mailsOf(late.order.id)).map((mail) => mail.subject)).toEqual([
      `Refund for order #${late.order.orderNumber} — Mithaas`,
    ]);
  });
});

it("refuses to cancel a paid order whose payment id is missing at the gateway", async () => {
  const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 2 });
  const { checkout } = await paidOrder(t, card, [{ productId: box.id, quantity: 1 }], 1200);
  await t.db
    .update(orders)
    .set({ gatewayPaymentId: "pay_unknown01" })
    .where(eq(orders.id, checkout.order_id));
  const res = await call("POST", `${checkout.order_id}/cancel/`, {});
  expect(res.statusCode).toBe(402);
  expect(await row(checkout.order_id)).toMatchObject({ orderStatus: "PROCESSING", paymentStatus: "PAID" });
});
