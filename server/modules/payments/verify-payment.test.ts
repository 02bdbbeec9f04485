import { paymentMessages } from "@contract/payments";
import { runDueWork } from "@server/background-jobs";
import { users } from "@server/db/schema/auth";
import { cartItems } from "@server/db/schema/cart";
import { mailOutbox } from "@server/db/schema/mail";
import { orders } from "@server/db/schema/orders";
import { releaseUnpaidOrder } from "@server/modules/orders/order-lifecycle.service";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { memoryMailer } from "@server/testing/memory-mailer";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { expireNow, stockedProduct, unpaidOrder } from "@server/testing/unpaid-order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let double: RazorpayDouble;
const mailer = memoryMailer();
const quiet = { warn() {}, info() {} };
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, mailer, payments: razorpayGateway(double) });
});
afterAll(async () => {
  await t.close();
  await double.close();
});

type Paid = ReturnType<RazorpayDouble["pay"]>;
const verify = (headers: Record<string, string>, orderKey: string, paid: Omit<Paid, "payment">) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders/verify_payment/",
    headers,
    payload: {
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_signature: paid.razorpay_signature,
      order_key: orderKey,
    },
  });
const postWebhook = (hook: { body: Buffer; headers: Record<string, string> }) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/razorpay/webhook",
    headers: hook.headers,
    payload: hook.body,
  });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const mailsFor = (orderId: number) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `order-confirmed:${orderId}`));

describe("verify_payment", () => {
  it("marks a captured payment paid, empties the bought lines from the cart and mails a confirmation", async () => {
    const product = await stockedProduct(t.db, { stock: 5, pricePaise: 64900 });
    const { order, headers, customer } = await unpaidOrder(t.db, t.deps.payments, {
      productId: product.id,
      quantity: 2,
    });
    const paid = double.pay(order.gatewayOrderId as string);
    const res = await verify(headers, order.orderKey, paid);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      message: paymentMessages.paid,
      order_id: order.id,
      order_number: order.orderNumber,
      order_status: "PROCESSING",
      payment_status: "PAID",
    });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      gatewayPaymentId: paid.razorpay_payment_id,
      expiresAt: null,
      refundDue: false,
    });
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);

    expect(mailer.sent.filter((m) => m.to === customer.user.email)).toEqual([]);
    await runDueWork(t.deps, quiet);
    const [mail] = mailer.sent.filter((m) => m.to === customer.user.email);
    expect(mail?.subject).toBe(`Order #${order.orderNumber} confirmed — Mithaas`);
    expect(mail?.text.split("\n")[0]).toBe("Namaste Sneha,");
    expect(mail?.html).toContain("<p>Namaste Sneha,</p>");
    expect(mail?.text).toContain(`${product.name} × 2 — ₹1,298`);
    expect(mail?.text).toContain("Total paid: ₹1,298");
    expect(mail?.text).toContain("FC Road, Shivajinagar");
    expect(mail?.text).toMatch(/Expected delivery: \w+day, \d{1,2} \w+ \d{4} \(Standard\)/);

    const again = await verify(headers, order.orderKey, paid);
    expect(again.statusCode).toBe(200);
    await runDueWork(t.deps, quiet);
    expect(mailer.sent.filter((m) => m.to === customer.user.email)).toHaveLength(1);
  });

  it("greets a customer who gave no name with a plain 'Namaste,'", async () => {
    const product = await stockedProduct(t.db, { stock: 5 });
    const { order, headers, customer } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    await t.db.update(users).set({ firstName: "", lastName: "" }).where(eq(users.id, customer.user.id));
    expect(
      (await verify(headers, order.orderKey, double.pay(order.gatewayOrderId as string))).statusCode,
    ).toBe(200);
    await runDueWork(t.deps, quiet);
    const [mail] = mailer.sent.filter((m) => m.to === customer.user.email);
    expect(mail?.text.split("\n")[0]).toBe("Namaste,");
  });

  it("refuses a bad signature, another order's signature and another customer's order; nothing is paid", async () => {
    const product = await stockedProduct(t.db, { stock: 5 });
    const a = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const b = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const paidA = double.pay(a.order.gatewayOrderId as string);
    const paidB = double.pay(b.order.gatewayOrderId as string);

    // One hex digit changed: always a different digit, never the one it already was.
    const last = paidA.razorpay_signature.slice(-1);
    const tampered = {
      ...paidA,
      razorpay_signature: `${paidA.razorpay_signature.slice(0, -1)}${last === "0" ? "1" : "0"}`,
    };
    const attempts = [
      verify(a.headers, a.order.orderKey, tampered),
      // B's genuine payment and signature presented for A.
      verify(a.headers, a.order.orderKey, paidB),
      verify(a.headers, a.order.orderKey, { ...paidB, razorpay_order_id: paidA.razorpay_order_id }),
      // A's payment sent by B.
      verify(b.headers, a.order.orderKey, paidA),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: paymentMessages.notConfirmed });
    }
    // Something that is not a signature at all is refused by its shape, before any check.
    const malformed = await verify(a.headers, a.order.orderKey, { ...paidA, razorpay_signature: "nonsense" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty("razorpay_signature");
    expect((await orderRow(a.order.id))?.paymentStatus).toBe("PENDING");
    expect((await verify(a.headers, a.order.orderKey, paidA)).statusCode).toBe(200);
  });

  it("refuses a payment the gateway holds for another amount or has not captured", async () => {
    const product = await stockedProduct(t.db, { stock: 5, pricePaise: 49900 });
    const { order, headers } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const short = double.pay(order.gatewayOrderId as string, { amount: 100 });
    expect((await verify(headers, order.orderKey, short)).statusCode).toBe(400);
    const failed = double.pay(order.gatewayOrderId as string, { status: "failed" });
    expect((await verify(headers, order.orderKey, failed)).statusCode).toBe(400);
    expect((await orderRow(order.id))?.paymentStatus).toBe("PENDING");
    expect(await mailsFor(order.id)).toEqual([]);
  });

  it("captures an authorized payment for the order's amount before calling it paid", async () => {
    const product = await stockedProduct(t.db, { stock: 5 });
    const { order, headers } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const authorized = double.pay(order.gatewayOrderId as string, { status: "authorized" });
    expect((await verify(headers, order.orderKey, authorized)).statusCode).toBe(200);
    expect(double.payments.get(authorized.razorpay_payment_id)?.status).toBe("captured");
    expect(double.requests).toContain(`POST /v1/payments/${authorized.razorpay_payment_id}/capture`);
  });

  it("answers 402 and changes nothing when the gateway cannot be reached", async () => {
    const product = await stockedProduct(t.db, { stock: 5 });
    const { order, headers } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const paid = double.pay(order.gatewayOrderId as string);
    double.failNext(1);
    const res = await verify(headers, order.orderKey, paid);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(paymentMessages.gatewayUnreachable);
    expect((await orderRow(order.id))?.paymentStatus).toBe("PENDING");
  });
});

describe("verify and webhook together", () => {
  it("raced and repeated, give one paid order and one e-mail", async () => {
    const product = await stockedProduct(t.db, { stock: 3 });
    const { order, headers, customer } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const paid = double.pay(order.gatewayOrderId as string);
    const captured = double.webhook("payment.captured", paid.payment);
    const orderPaid = double.webhook("order.paid", paid.payment);
    const calls = [];
    for (let i = 0; i < 4; i += 1) {
      calls.push(verify(headers, order.orderKey, paid), postWebhook(captured), postWebhook(orderPaid));
    }
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ paymentStatus: "PAID", orderStatus: "PROCESSING" });
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await mailsFor(order.id)).toHaveLength(1);
    await runDueWork(t.deps, quiet);
    await runDueWork(t.deps, quiet);
    expect(mailer.sent.filter((m) => m.to === customer.user.email)).toHaveLength(1);
  });
});

describe("Razorpay webhook", () => {
  it("pays an order the browser never confirmed", async () => {
    const product = await stockedProduct(t.db, { stock: 3 });
    const { order } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const paid = double.pay(order.gatewayOrderId as string);
    const res = await postWebhook(double.webhook("payment.captured", paid.payment));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "processed" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "PAID", orderStatus: "PROCESSING" });
  });

  it("refuses a re-serialised body, a wrong signature and a missing event id; a replay changes nothing", async () => {
    const product = await stockedProduct(t.db, { stock: 3 });
    const { order } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const failed = double.pay(order.gatewayOrderId as string, { status: "failed" });
    const failHook = double.webhook("payment.failed", failed.payment);
    expect((await postWebhook(failHook)).json()).toEqual({ status: "ignored" });

    const paid = double.pay(order.gatewayOrderId as string);
    const hook = double.webhook("payment.captured", paid.payment);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(hook.body.toString()), null, 2));
    const refused = [
      await postWebhook({ ...hook, body: reserialised }),
      await postWebhook({ ...hook, headers: { ...hook.headers, "x-razorpay-signature": "f".repeat(64) } }),
      await postWebhook({
        ...hook,
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": hook.headers["x-razorpay-signature"] as string,
        },
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "Invalid webhook signature" });
    }
    expect((await orderRow(order.id))?.paymentStatus).toBe("PENDING");

    expect((await postWebhook(hook)).json()).toEqual({ status: "processed" });
    // The order is released by staff-like hand here, so a replay that still did work would show.
    await t.db
      .update(orders)
      .set({ paymentStatus: "PENDING", orderStatus: "PENDING" })
      .where(eq(orders.id, order.id));
    const replay = await postWebhook(hook);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: "duplicate" });
    expect((await orderRow(order.id))?.paymentStatus).toBe("PENDING");
  });
});

describe("expiry and reconciliation", () => {
  it("gives the stock back when the gateway has no payment, and keeps a paid-but-unverified order", async () => {
    const product = await stockedProduct(t.db, { stock: 4 });
    const abandoned = await unpaidOrder(t.db, t.deps.payments, { productId: product.id, quantity: 2 });
    const silentlyPaid = await unpaidOrder(t.db, t.deps.payments, { productId: product.id, quantity: 1 });
    const fresh = await unpaidOrder(t.db, t.deps.payments, { productId: product.id, quantity: 1 });
    double.pay(silentlyPaid.order.gatewayOrderId as string);
    await expireNow(t.db, abandoned.order.id);
    await expireNow(t.db, silentlyPaid.order.id);
    expect(await stockOf(t, product.id)).toBe(0);

    const report = await runDueWork(t.deps, quiet);
    expect(report).toMatchObject({ released: 1, paid: 1, deferred: 0 });
    expect(await orderRow(abandoned.order.id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      expiresAt: null,
    });
    expect(await orderRow(silentlyPaid.order.id)).toMatchObject({
      orderStatus: "PROCESSING",
      paymentStatus: "PAID",
    });
    expect(await orderRow(fresh.order.id)).toMatchObject({
      orderStatus: "PENDING",
      paymentStatus: "PENDING",
    });
    expect(await stockOf(t, product.id)).toBe(2);
    expect(mailer.sent.filter((m) => m.to === silentlyPaid.customer.user.email)).toHaveLength(1);
    expect(double.requests).toContain(`GET /v1/orders/${abandoned.order.gatewayOrderId}/payments`);
  });

  it("defers an expired order while the gateway does not answer", async () => {
    const product = await stockedProduct(t.db, { stock: 1 });
    const { order } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    await expireNow(t.db, order.id);
    double.failNext(1);
    expect(await runDueWork(t.deps, quiet)).toMatchObject({ released: 0, deferred: 1 });
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await runDueWork(t.deps, quiet)).toMatchObject({ released: 1 });
    expect(await stockOf(t, product.id)).toBe(1);
  });

  it("takes a payment that arrives after expiry if the stock is still there", async () => {
    const product = await stockedProduct(t.db, { stock: 2 });
    const { order, headers } = await unpaidOrder(t.db, t.deps.payments, {
      productId: product.id,
      quantity: 2,
    });
    await expireNow(t.db, order.id);
    await runDueWork(t.deps, quiet);
    expect(await stockOf(t, product.id)).toBe(2);
    const late = double.pay(order.gatewayOrderId as string);
    const res = await verify(headers, order.orderKey, late);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ order_status: "PROCESSING", payment_status: "PAID" });
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it("lists an order a second checkout replaced once a late payment for it arrives", async () => {
    const product = await stockedProduct(t.db, { stock: 1 });
    const { order, headers } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    await t.db.transaction((tx) => releaseUnpaidOrder(tx, order.id, "replaced"));
    const listed = async () =>
      ((await t.app.inject({ url: "/api/orders/", headers })).json() as { id: number }[]).map(({ id }) => id);
    expect(await listed()).toEqual([]);

    const late = double.pay(order.gatewayOrderId as string);
    expect((await verify(headers, order.orderKey, late)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: "PROCESSING", cancelReason: null });
    expect(await listed()).toEqual([order.id]);
  });

  it("lists a replaced order whose late payment is due back, so the shopper sees the money taken", async () => {
    const product = await stockedProduct(t.db, { stock: 1 });
    const first = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    await t.db.transaction((tx) => releaseUnpaidOrder(tx, first.order.id, "replaced"));
    await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const late = double.pay(first.order.gatewayOrderId as string);
    expect((await verify(first.headers, first.order.orderKey, late)).statusCode).toBe(409);
    const list = (await t.app.inject({ url: "/api/orders/", headers: first.headers })).json();
    expect(list).toMatchObject([{ id: first.order.id, order_status: "CANCELLED", payment_status: "PAID" }]);
  });

  it("flags a late payment for refund when the stock has gone, never overselling", async () => {
    const product = await stockedProduct(t.db, { stock: 1 });
    const first = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    await expireNow(t.db, first.order.id);
    await runDueWork(t.deps, quiet);
    const second = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    expect(await stockOf(t, product.id)).toBe(0);
    const late = double.pay(first.order.gatewayOrderId as string);
    const res = await verify(first.headers, first.order.orderKey, late);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: paymentMessages.refundDue });
    expect(await orderRow(first.order.id)).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "PAID",
      refundDue: true,
    });
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await postWebhook(double.webhook("payment.captured", late.payment))).statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await orderRow(second.order.id))?.orderStatus).toBe("PENDING");
  });
});
