import { unavailableMessage } from "@server/platform/error-handler";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { appInstance } from "@server/testing/app-instance";
import { countingGateway } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testRedis } from "@server/testing/test-redis";
import { unreachableRedis } from "@server/testing/unreachable-redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const tooMany = /^Too many checkout attempts\. Please try again in \d+ minutes?\.$/;

/** A customer with ₹1,200 in the cart (free shipping) who can start orders and confirm payments. */
async function shopper(t: TestApp, remoteAddress = "198.51.100.1") {
  const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 100 });
  const customer = await makeCustomer(t.db);
  await fillCart(t.db, customer.user.id, [{ productId: product.id, quantity: 1 }]);
  const post = (url: string, payload: Record<string, unknown>, app = t.app) =>
    app.inject({ method: "POST", url, headers: customer.headers, remoteAddress, payload });
  return {
    order: (coupon_code: string | null = null) =>
      post("/api/orders/create_order/", {
        address_id: customer.addressId,
        shipping_method: "S",
        shipping_charge: 0,
        offer_id: null,
        discount_amount: coupon_code ? 50 : 0,
        total_amount: coupon_code ? 1150 : 1200,
        coupon_code,
      }),
    verify: (app = t.app) =>
      post(
        "/api/orders/verify_payment/",
        {
          razorpay_payment_id: "pay_nothing",
          razorpay_order_id: "order_nothing",
          razorpay_signature: "0".repeat(64),
          order_key: "no-such-order-key",
        },
        app,
      ),
  };
}

describe("checkout limits in process", () => {
  const counting = countingGateway(simulatedGateway("test-secret"));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      payments: counting.gateway,
      env: { CHECKOUT_ATTEMPTS_PER_CUSTOMER: "3", CHECKOUT_ATTEMPTS_PER_IP: "5" },
    });
    await makeZone(t.db);
  });
  afterAll(() => t.close());

  it("answers 429 with Retry-After and words once a customer, then their network, started too many orders", async () => {
    const first = await shopper(t);
    for (let i = 0; i < 3; i++) expect((await first.order()).statusCode).toBe(201);
    const before = counting.created.length;
    const refused = await first.order();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(tooMany);
    expect(counting.created.length).toBe(before);

    const neighbour = await shopper(t);
    for (let i = 0; i < 2; i++) expect((await neighbour.order()).statusCode).toBe(201);
    expect((await neighbour.order()).statusCode).toBe(429);
    const elsewhere = await shopper(t, "198.51.100.2");
    expect((await elsewhere.order()).statusCode).toBe(201);
  });

  it("counts payment confirmations apart from orders, with the same limits", async () => {
    const customer = await shopper(t, "198.51.100.3");
    for (let i = 0; i < 3; i++) expect((await customer.verify()).statusCode).not.toBe(429);
    const refused = await customer.verify();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(tooMany);
    expect((await customer.order()).statusCode).toBe(201);
  });
});

describe("checkout limits in Redis", () => {
  let redis: Awaited<ReturnType<typeof testRedis>>;
  let t: TestApp;
  beforeAll(async () => {
    redis = await testRedis();
    t = await createTestApp({ seed: false, redis: await redis.client() });
    await makeZone(t.db);
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it("shares one count between instances", async () => {
    const other = await appInstance({ db: t.db, mailer: t.mailer, redis: await redis.client() });
    try {
      const customer = await shopper(t);
      for (let i = 0; i < 20; i++) {
        expect((await customer.verify(i % 2 === 0 ? t.app : other.app)).statusCode).not.toBe(429);
      }
      expect((await customer.verify(other.app)).statusCode).toBe(429);
      expect((await customer.verify(t.app)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe("while Redis is down", () => {
  const redis = unreachableRedis();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, redis });
    await makeZone(t.db);
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it("still sells: orders go through uncounted, but a coupon code waits (503) until tries can be counted", async () => {
    const customer = await shopper(t);
    expect((await customer.order()).statusCode).toBe(201);
    const coupon = await makeCoupon(t.db);
    const res = await customer.order(coupon.code);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(unavailableMessage);
  });
});
