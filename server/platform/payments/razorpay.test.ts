import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentGateway } from "./gateway";
import { GatewayError, razorpayGateway } from "./razorpay";
import { simulatedGateway } from "./simulated";

let double: RazorpayDouble;
let gateway: PaymentGateway;
beforeAll(async () => {
  double = await startRazorpayDouble();
  gateway = razorpayGateway(double);
});
afterAll(() => double.close());

describe("Razorpay client over HTTP", () => {
  it("creates an order for the amount in paise with the order number as receipt", async () => {
    const order = await gateway.createOrder({ amountPaise: 129900, receipt: "MTH-1001" });
    expect(order).toMatchObject({ amount: 129900, currency: "INR", receipt: "MTH-1001", status: "created" });
    expect(order.id).toMatch(/^order_/);
    expect(double.requests.at(-1)).toBe("POST /v1/orders");
  });

  it("reads an order's payments and a payment, and captures an authorized one", async () => {
    const order = await gateway.createOrder({ amountPaise: 50000, receipt: "MTH-1002" });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);
    const paid = double.pay(order.id, { status: "authorized" });
    const payments = await gateway.fetchOrderPayments(order.id);
    expect(payments.map((p) => [p.id, p.status, p.amount])).toEqual([
      [paid.razorpay_payment_id, "authorized", 50000],
    ]);
    expect((await gateway.capturePayment(paid.razorpay_payment_id, 50000)).status).toBe("captured");
    expect((await gateway.fetchPayment(paid.razorpay_payment_id)).status).toBe("captured");
    const refund = await gateway.refundPayment(paid.razorpay_payment_id, 50000, {
      idempotencyKey: "refund-MTH-1002",
    });
    expect(refund).toMatchObject({ payment_id: paid.razorpay_payment_id, amount: 50000 });
  });

  it("refunds once per idempotency key, and lists a payment's refunds", async () => {
    const order = await gateway.createOrder({ amountPaise: 70000, receipt: "MTH-1006" });
    const { razorpay_payment_id: paymentId } = double.pay(order.id);
    expect(await gateway.fetchRefunds(paymentId)).toEqual([]);
    const options = { idempotencyKey: "refund-MTH-1006", notes: { order_number: "MTH-1006" } };
    const first = await gateway.refundPayment(paymentId, 70000, options);
    const again = await gateway.refundPayment(paymentId, 70000, options);
    expect(again.id).toBe(first.id);
    expect((await gateway.fetchRefunds(paymentId)).map((refund) => [refund.id, refund.amount])).toEqual([
      [first.id, 70000],
    ]);
    await expect(
      gateway.refundPayment(paymentId, 70000, { idempotencyKey: "refund-other-key" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("checks payment signatures against the key secret", async () => {
    const order = await gateway.createOrder({ amountPaise: 10000, receipt: "MTH-1003" });
    const paid = double.pay(order.id);
    const good = {
      gatewayOrderId: order.id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    };
    expect(gateway.verifyPaymentSignature(good)).toBe(true);
    expect(gateway.verifyPaymentSignature({ ...good, gatewayOrderId: "order_other" })).toBe(false);
    expect(gateway.verifyPaymentSignature({ ...good, signature: "0".repeat(64) })).toBe(false);
    expect(gateway.verifyPaymentSignature({ ...good, signature: "short" })).toBe(false);
  });

  it("accepts a webhook only with its exact bytes, signature and event id", async () => {
    const order = await gateway.createOrder({ amountPaise: 10000, receipt: "MTH-1004" });
    const { payment } = double.pay(order.id);
    const hook = double.webhook("payment.captured", payment, "evt_fixed1");
    const event = gateway.parseWebhook(hook.body, hook.headers["x-razorpay-signature"], "evt_fixed1");
    expect(event).toMatchObject({ id: "evt_fixed1", type: "payment.captured", payment: { id: payment.id } });
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(hook.body.toString()), null, 1));
    expect(gateway.parseWebhook(reserialised, hook.headers["x-razorpay-signature"], "evt_fixed1")).toBeNull();
    expect(gateway.parseWebhook(hook.body, undefined, "evt_fixed1")).toBeNull();
    expect(gateway.parseWebhook(hook.body, hook.headers["x-razorpay-signature"], undefined)).toBeNull();
  });

  it("turns Razorpay's errors and a wrong key into GatewayError", async () => {
    await expect(gateway.fetchPayment("pay_missing")).rejects.toMatchObject({
      status: 400,
      code: "BAD_REQUEST_ERROR",
    });
    const wrongKey = razorpayGateway({ ...double, keySecret: "not-the-secret" });
    await expect(wrongKey.fetchOrderPayments("order_x")).rejects.toBeInstanceOf(GatewayError);
    double.failNext();
    await expect(gateway.createOrder({ amountPaise: 10000, receipt: "MTH-1005" })).rejects.toMatchObject({
      status: 502,
    });
  });
});

describe("simulated gateway", () => {
  it("speaks the same protocol: signed payments and webhooks, captured for the order's amount", async () => {
    const sim = simulatedGateway("s".repeat(64));
    expect(sim.keyId).toMatch(/^rzp_simulated_/);
    const order = await sim.createOrder({ amountPaise: 25000, receipt: "MTH-2001" });
    expect(sim.pay("order_unknown", "captured")).toBeNull();
    const failed = sim.pay(order.id, "failed");
    expect(failed?.payment.status).toBe("failed");
    const paid = sim.pay(order.id, "captured");
    if (paid?.outcome !== "captured") throw new Error("expected a captured payment");
    expect(
      sim.verifyPaymentSignature({
        gatewayOrderId: order.id,
        paymentId: paid.payment.id,
        signature: paid.signature,
      }),
    ).toBe(true);
    expect(await sim.fetchPayment(paid.payment.id)).toMatchObject({
      status: "captured",
      amount: 25000,
      order_id: order.id,
    });
    expect((await sim.fetchOrderPayments(order.id)).map((p) => p.status)).toEqual(["failed", "captured"]);
    const event = sim.parseWebhook(paid.webhook.body, paid.webhook.signature, paid.webhook.eventId);
    expect(event).toMatchObject({
      type: "payment.captured",
      payment: { id: paid.payment.id, amount: 25000 },
    });
    const other = simulatedGateway("t".repeat(64));
    expect(other.parseWebhook(paid.webhook.body, paid.webhook.signature, paid.webhook.eventId)).toBeNull();
  });
});
