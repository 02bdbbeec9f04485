import { runDueWork } from "@server/background-jobs";
import { orders } from "@server/db/schema/orders";
import { paymentEvents } from "@server/db/schema/payments";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { memoryMailer } from "@server/testing/memory-mailer";
import { startRazorpayDouble } from "@server/testing/razorpay-double";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { stockedProduct, unpaidOrder } from "@server/testing/unpaid-order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer });
});
afterAll(() => t.close());

const pay = (razorpay_order_id: string, outcome: "captured" | "failed") =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/simulated/pay/",
    payload: { razorpay_order_id, outcome },
  });

describe("simulated gateway", () => {
  it("is the default without keys and pays through the same signed verify and webhook paths", async () => {
    expect(t.deps.payments.name).toBe("simulated");
    expect(t.deps.payments.keyId).toMatch(/^rzp_simulated_/);
    expect(t.deps.payments.checkoutScriptUrl).toBe("/simulated-checkout.js");
    const product = await stockedProduct(t.db, { stock: 2 });
    const { order, headers, customer } = await unpaidOrder(t.db, t.deps.payments, { productId: product.id });
    const gatewayOrderId = order.gatewayOrderId as string;

    const failed = await pay(gatewayOrderId, "failed");
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({
      error: { code: "BAD_REQUEST_ERROR", description: "Payment failed", reason: "payment_failed" },
    });
    const paid = await pay(gatewayOrderId, "captured");
    expect(paid.statusCode).toBe(200);
    const result = paid.json() as Record<string, string>;
    expect(result).toMatchObject({ razorpay_order_id: gatewayOrderId });
    expect(result.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    expect(paid.headers["cache-control"]).toBe("no-store");

    const verified = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers,
      payload: { ...result, order_key: order.orderKey },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ order_status: "PROCESSING", payment_status: "PAID" });

    // The webhook the endpoint delivered (as Razorpay would) arrives too, and changes nothing more.
    const events = async () =>
      (await t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id))).map(
        (e) => e.eventType,
      );
    for (let i = 0; i < 50 && (await events()).length < 2; i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect((await events()).sort()).toEqual(["payment.captured", "payment.failed"]);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.paymentStatus).toBe("PAID");
    await runDueWork(t.deps, { warn() {}, info() {} });
    expect(mailer.sent.filter((m) => m.to === customer.user.email)).toHaveLength(1);
  });

  it("unknown gateway orders are 404 and bad outcomes 400", async () => {
    const fresh = await createTestApp({ seed: false });
    try {
      expect(
        (
          await fresh.app.inject({
            method: "POST",
            url: "/api/payments/simulated/pay/",
            payload: { razorpay_order_id: "order_nope", outcome: "captured" },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await fresh.app.inject({
            method: "POST",
            url: "/api/payments/simulated/pay/",
            payload: { razorpay_order_id: "order_nope", outcome: "maybe" },
          })
        ).statusCode,
      ).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

const cspOf = async (app: TestApp["app"]) => {
  const res = await app.inject({ url: "/robots.txt" });
  return Object.fromEntries(
    String(res.headers["content-security-policy"])
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;
};

describe("with Razorpay keys", () => {
  it("has no simulated signing endpoint, and the CSP lets exactly checkout.js's hosts in", async () => {
    const double = await startRazorpayDouble();
    const real = await createTestApp({ seed: false, payments: razorpayGateway(double) });
    try {
      const res = await real.app.inject({
        method: "POST",
        url: "/api/payments/simulated/pay/",
        payload: { razorpay_order_id: "order_x", outcome: "captured" },
      });
      expect(res.statusCode).toBe(404);
      const csp = await cspOf(real.app);
      expect(csp["script-src"]).toEqual([
        "'self'",
        "https://checkout.razorpay.com",
        "https://cdn.razorpay.com",
      ]);
      expect(csp["frame-src"]).toEqual(["'self'", "https://api.razorpay.com"]);
      expect(csp["connect-src"]).toEqual([
        "'self'",
        "https://lumberjack.razorpay.com",
        "https://lumberjack-metrics.razorpay.com",
      ]);
      expect(csp["img-src"]).toContain("https://cdn.razorpay.com");
      expect((await cspOf(t.app))["script-src"]).toEqual(["'self'"]);
    } finally {
      await real.close();
      await double.close();
    }
  });
});
