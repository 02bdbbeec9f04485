import { createOrderResponse, payOrderMessages } from "@contract/orders";
import { orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { addToCart, countingGateway, createOrderCall } from "@server/testing/checkout-calls";
import { makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let double: RazorpayDouble;
let gateway: ReturnType<typeof countingGateway>;
beforeAll(async () => {
  double = await startRazorpayDouble();
  gateway = countingGateway(razorpayGateway(double));
  t = await createTestApp({
    seed: false,
    payments: gateway.gateway,
    env: { CHECKOUT_ATTEMPTS_PER_CUSTOMER: "4" },
  });
  await makeZone(t.db);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

// ₹1,200 is above the ₹999 free-shipping value, so shipping is free.
const amounts = { shipping_charge: "0.00", discount_amount: 0, total_amount: 1200 };

/** A customer whose checkout made an unpaid order (through create_order), and that order's answer. */
async function unpaidOrderOf() {
  const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
  const buyer = await makeCustomer(t.db);
  await addToCart(t, buyer.headers, product.id);
  const res = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
  expect(res.statusCode).toBe(201);
  return { buyer, started: createOrderResponse.parse(res.json()) };
}

const payCall = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: "POST", url: `/api/orders/${id}/pay/`, headers });

describe("POST /orders/{id}/pay/", () => {
  it("reopens the payment for the same order and gateway order, and paying it marks that order paid", async () => {
    const { buyer, started } = await unpaidOrderOf();
    const gatewayOrders = gateway.created.length;

    const res = await payCall(buyer.headers, started.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual(started);
    expect(gateway.created.length).toBe(gatewayOrders);

    const paid = double.pay(started.razorpay_order_id);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers: buyer.headers,
      payload: {
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_order_id: paid.razorpay_order_id,
        razorpay_signature: paid.razorpay_signature,
        order_key: started.order_key,
      },
    });
    expect(verified.statusCode).toBe(200);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
    expect(mine.map((row) => [row.id, row.paymentStatus])).toEqual([[started.order_id, "PAID"]]);

    const again = await payCall(buyer.headers, started.order_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(payOrderMessages.alreadyPaid);
  });

  it("answers 409 once the order no longer holds its items, and opens no payment", async () => {
    const { buyer, started } = await unpaidOrderOf();
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, started.order_id));
    const res = await payCall(buyer.headers, started.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(payOrderMessages.expired);

    await t.db
      .update(orders)
      .set({ orderStatus: "CANCELLED", paymentStatus: "FAILED", expiresAt: null })
      .where(eq(orders.id, started.order_id));
    expect((await payCall(buyer.headers, started.order_id)).statusCode).toBe(409);
  });

  it("is the owner's only: another customer gets 404 and a guest 401", async () => {
    const { started } = await unpaidOrderOf();
    const stranger = await makeCustomer(t.db);
    const res = await payCall(stranger.headers, started.order_id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Order not found");
    expect((await payCall({}, started.order_id)).statusCode).toBe(401);
  });

  it("spends the checkout attempt budget create_order spends", async () => {
    // One create_order, then three tries to pay reach the limit of four; the fifth start is refused.
    const { buyer, started } = await unpaidOrderOf();
    for (let i = 0; i < 3; i++) expect((await payCall(buyer.headers, started.order_id)).statusCode).toBe(200);
    const refused = await payCall(buyer.headers, started.order_id);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});
