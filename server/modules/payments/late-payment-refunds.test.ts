import { adminOrder, adminOrderPage } from "@contract/admin/orders";
import { createOrderResponse, order as orderShape } from "@contract/orders";
import { paymentMessages } from "@contract/payments";
import { runDueWork } from "@server/background-jobs";
import { products } from "@server/db/schema/catalog";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orderEvents, orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { memoryMailer } from "@server/testing/memory-mailer";
import { adminOrders } from "@server/testing/paid-order";
import { itRace } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { expireNow, stockedProduct, unpaidOrder } from "@server/testing/unpaid-order";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { refundLatePayments } from "./late-payment-refunds";
import { expireUnpaidOrders } from "./order-expiry";

/** A payment that reaches a cancelled order it cannot revive goes back by itself, through Razorpay. */
let t: TestApp;
let double: RazorpayDouble;
const mailer = memoryMailer();
let staff: ReturnType<typeof adminOrders>;
const quiet = { warn() {}, info() {} };
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, mailer, payments: razorpayGateway(double) });
  await makeZone(t.db);
  staff = adminOrders(t, (await signInAsStaff(t.db, "late-refunds@mithaas.in")).headers);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const refundPosts = (paymentId: string) =>
  double.requests.filter((request) => request === `POST /v1/payments/${paymentId}/refund`);
const refundsOf = (paymentId: string) =>
  [...double.refunds.values()].filter((refund) => refund.payment_id === paymentId);
const mailTo = (email: string) => mailer.sent.filter((mail) => mail.to === email);

/** The shopper's browser reporting a payment: verify_payment with what checkout.js handed back. */
function verify(headers: Record<string, string>, orderKey: string, gatewayOrderId: string) {
  const { payment, ...signed } = double.pay(gatewayOrderId);
  const answer = t.app.inject({
    method: "POST",
    url: "/api/orders/verify_payment/",
    headers,
    payload: { ...signed, order_key: orderKey },
  });
  return { payment, answer };
}

/** An unpaid order that expired while another shopper bought its last box, then was paid: refund due. */
async function refundDueOrder() {
  const product = await stockedProduct(t.db, { stock: 1 });
  const late = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
  await expireNow(t.db, late.order.id);
  await expireUnpaidOrders(t.deps, quiet);
  await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
  const { payment, answer } = verify(late.headers, late.order.orderKey, late.order.gatewayOrderId as string);
  expect((await answer).statusCode).toBe(409);
  return { ...late, product, payment };
}

describe("a late payment that cannot revive its order", () => {
  it("never pays out a coupon limited to one use twice: the replaced order's payment goes back", async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
    const coupon = await makeCoupon(t.db, { usageLimit: 1 });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
    // ₹1,200 − ₹50 coupon = ₹1,150, free shipping.
    const amounts = { shipping_charge: 0, discount_amount: 50, total_amount: 1150, coupon_code: coupon.code };
    const first = createOrderResponse.parse(
      (await createOrderCall(t, buyer.headers, buyer.addressId, amounts)).json(),
    );
    const second = createOrderResponse.parse(
      (await createOrderCall(t, buyer.headers, buyer.addressId, amounts)).json(),
    );
    expect((await row(first.order_id))?.cancelReason).toBe("replaced");

    // The first tab's payment window was still open: the shopper pays the replaced order, then the new one.
    const late = verify(buyer.headers, first.order_key, first.razorpay_order_id);
    const refused = await late.answer;
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: paymentMessages.refundDue });
    const paid = await verify(buyer.headers, second.order_key, second.razorpay_order_id).answer;
    expect(paid.statusCode).toBe(200);

    expect(await row(first.order_id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "PAID",
      refundDue: true,
    });
    const uses = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses.map((use) => use.orderId)).toEqual([second.order_id]);
    expect(await stockOf(t, box.id)).toBe(4);
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, first.order_id));
    expect(history.at(-1)).toMatchObject({
      kind: "paid_refund_due",
      detail: { payment_id: late.payment.id, reason: "the coupon had no use left" },
    });

    expect(await runDueWork(t.deps, quiet)).toMatchObject({ refunded: 1, refundsRetrying: 0 });
    expect(await row(first.order_id)).toMatchObject({ paymentStatus: "REFUNDED", refundDue: false });
    expect(refundsOf(late.payment.id)).toEqual([expect.objectContaining({ amount: 115_000 })]);
    const listed = (await t.app.inject({ url: "/api/orders/", headers: buyer.headers })).json();
    expect(listed.map((entry: { id: number }) => entry.id)).toEqual([second.order_id, first.order_id]);
  });

  it("never revives an order staff cancelled: the money goes back and the customer is told", async () => {
    const product = await stockedProduct(t.db, { stock: 5 });
    const suspect = await unpaidOrder(t.db, t.deps.payments, { productId: product.id, quantity: 2 });
    const cancel = await staff("POST", `${suspect.order.id}/cancel/`, { reason: "Suspected fraud" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await stockOf(t, product.id)).toBe(5);
    await runDueWork(t.deps, quiet);
    const before = mailTo(suspect.customer.user.email).length;

    const { payment, ...signed } = double.pay(suspect.order.gatewayOrderId as string);
    const hook = double.webhook("payment.captured", payment);
    const delivered = await t.app.inject({
      method: "POST",
      url: "/api/payments/razorpay/webhook",
      headers: hook.headers,
      payload: hook.body,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await row(suspect.order.id)).toMatchObject({
      orderStatus: "CANCELLED",
      cancelReason: "staff",
      paymentStatus: "PAID",
      refundDue: true,
    });
    expect(await stockOf(t, product.id)).toBe(5);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers: suspect.headers,
      payload: { ...signed, order_key: suspect.order.orderKey },
    });
    expect(again.statusCode).toBe(409);

    expect(await runDueWork(t.deps, quiet)).toMatchObject({ refunded: 1, mailSent: 1 });
    expect(await row(suspect.order.id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
    });
    expect(refundsOf(payment.id)).toEqual([expect.objectContaining({ amount: suspect.order.totalPaise })]);
    const mails = mailTo(suspect.customer.user.email).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Refund for order #${suspect.order.orderNumber} — Mithaas`,
    ]);
    expect(mails[0]?.text).toContain("arrived after the order had been cancelled");
    expect(mails[0]?.text).toContain("We have refunded ₹998 to your original payment method.");
  });
});

/** A customer's order for one ₹1,200 box with the coupon (₹50 off), expired: its use and stock given back. */
async function expiredWithCoupon(box: { id: number }, code: string) {
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
  const placed = await createOrderCall(t, buyer.headers, buyer.addressId, {
    shipping_charge: 0,
    discount_amount: 50,
    total_amount: 1150,
    coupon_code: code,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const checkout = createOrderResponse.parse(placed.json());
  await expireNow(t.db, checkout.order_id);
  await expireUnpaidOrders(t.deps, quiet);
  return { buyer, checkout };
}

describe("a late payment with a coupon", () => {
  it("keeps no coupon use when its stock is gone: the use and the stock are retaken together or not at all", async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 1 });
    const coupon = await makeCoupon(t.db, { usageLimit: 5 });
    const { buyer, checkout } = await expiredWithCoupon(box, coupon.code);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, box.id));
    const late = await verify(buyer.headers, checkout.order_key, checkout.razorpay_order_id).answer;
    expect(late.statusCode).toBe(409);
    expect(await row(checkout.order_id)).toMatchObject({ orderStatus: "CANCELLED", refundDue: true });
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toEqual([]);
    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 1, refundsRetrying: 0 });
  });

  itRace("revives one of several orders paid late at once for a coupon's last use", async () => {
    const box = await makeProduct(t.db, { pricePaise: 120_000, stock: 10 });
    const coupon = await makeCoupon(t.db, { usageLimit: 1 });
    const expired = [];
    for (let i = 0; i < 4; i += 1) expired.push(await expiredWithCoupon(box, coupon.code));
    const answers = await Promise.all(
      expired.map(({ buyer, checkout }) =>
        verify(buyer.headers, checkout.order_key, checkout.razorpay_order_id).answer.then(
          (res) => res.statusCode,
        ),
      ),
    );
    expect(answers.sort()).toEqual([200, 409, 409, 409]);
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toHaveLength(1);
    expect(await stockOf(t, box.id)).toBe(9);
    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 3, refundsRetrying: 0 });
  });
});

describe("the automatic refund", () => {
  it("retries with a growing wait while Razorpay fails, shows staff how it goes, and refunds once", async () => {
    const due = await refundDueOrder();
    const view = async () => adminOrder.parse((await staff("GET", `${due.order.id}/`)).json());
    const queueRow = async () =>
      adminOrderPage.parse((await staff("GET", `?q=${due.order.orderNumber}`)).json()).results[0];
    expect((await view()).automatic_refund).toEqual({
      status: "pending",
      failed_attempts: 0,
      next_attempt_at: null,
      refunded_at: null,
    });
    expect((await queueRow())?.automatic_refund).toBe("pending");

    double.failNext(1, `POST /v1/payments/${due.payment.id}/refund`);
    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 0, refundsRetrying: 1 });
    const failed = await row(due.order.id);
    expect(failed).toMatchObject({ paymentStatus: "PAID", refundDue: true, refundAttempts: 1 });
    const wait = (failed?.refundRetryAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);
    expect((await view()).automatic_refund).toMatchObject({ status: "retrying", failed_attempts: 1 });
    expect((await queueRow())?.automatic_refund).toBe("retrying");
    // Not due yet: the next run leaves it alone.
    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 0, refundsRetrying: 0 });

    double.failNext(1, `POST /v1/payments/${due.payment.id}/refund`);
    await t.db.update(orders).set({ refundRetryAt: sql`now()` }).where(eq(orders.id, due.order.id));
    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 0, refundsRetrying: 1 });
    const second = await row(due.order.id);
    expect((second?.refundRetryAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);

    await t.db.update(orders).set({ refundRetryAt: sql`now()` }).where(eq(orders.id, due.order.id));
    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 1, refundsRetrying: 0 });
    expect(refundsOf(due.payment.id)).toHaveLength(1);
    const done = await view();
    expect(done).toMatchObject({ payment_status: "REFUNDED", refund_due: false, actions: [] });
    expect(done.automatic_refund).toMatchObject({ status: "refunded", failed_attempts: 2 });
    expect(done.automatic_refund?.refunded_at).toBe(done.payment.refunded_at);
    expect((await queueRow())?.automatic_refund).toBeNull();
    const customer = orderShape.parse(
      (await t.app.inject({ url: `/api/orders/${due.order.id}/`, headers: due.headers })).json(),
    );
    expect(customer).toMatchObject({ payment_status: "REFUNDED", refund_due: false });
    expect(customer.refunded_at).toBe(done.payment.refunded_at);
  });

  it("never refunds twice when the process fails between Razorpay's refund and recording it", async () => {
    const due = await refundDueOrder();
    const failure = await failWrites(t.db, "orders", "update", "NEW.payment_status = 'REFUNDED'");
    try {
      await expect(refundLatePayments(t.deps, quiet)).rejects.toThrow();
    } finally {
      await failure.restore();
    }
    expect(await row(due.order.id)).toMatchObject({ paymentStatus: "PAID", refundDue: true });
    expect(refundsOf(due.payment.id)).toHaveLength(1);

    expect(await refundLatePayments(t.deps, quiet)).toEqual({ refunded: 1, refundsRetrying: 0 });
    expect(await row(due.order.id)).toMatchObject({ paymentStatus: "REFUNDED", refundDue: false });
    expect(refundsOf(due.payment.id)).toHaveLength(1);
    expect(refundPosts(due.payment.id)).toHaveLength(1);
  });

  itRace("run by several instances at once, refunds each payment once", async () => {
    const due = [];
    for (let i = 0; i < 6; i += 1) due.push(await refundDueOrder());
    // Razorpay is slow to answer about the first payment: the other runs refund the rest meanwhile.
    const [slow, ...others] = due as [(typeof due)[number], ...typeof due];
    const release = double.hold(`GET /v1/payments/${slow.payment.id}/refunds`);
    const runs = [1, 2, 3].map(() => refundLatePayments(t.deps, quiet));
    try {
      await vi.waitFor(
        async () => {
          const rows = await Promise.all(others.map(({ order }) => row(order.id)));
          expect(rows.filter((order) => order?.paymentStatus === "REFUNDED")).toHaveLength(5);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      release();
    }
    const reports = await Promise.all(runs);
    expect(reports.reduce((sum, report) => sum + report.refunded, 0)).toBe(6);
    for (const { order, payment } of due) {
      expect(refundPosts(payment.id)).toHaveLength(1);
      expect(refundsOf(payment.id)).toHaveLength(1);
      const refunded = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(refunded.filter((event) => event.kind === "refunded")).toHaveLength(1);
    }
  });
});
