import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { countingGateway } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponTriesPerCustomer, couponTriesPerIp } from "./coupon-tries";

const counting = countingGateway(simulatedGateway("test-secret"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, payments: counting.gateway });
  await makeZone(t.db);
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

/**
 * A customer with ₹1,200 in the cart (free shipping), who tries codes on both calls that test one,
 * from `remoteAddress` (each test its own network, so one test's tries do not spend another's).
 */
async function shopper(remoteAddress: string) {
  const product = await makeProduct(t.db, { pricePaise: 60_000, stock: 50 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 2 }]);
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, headers: buyer.headers, remoteAddress, payload });
  return {
    ...buyer,
    apply: (code: string) => post("/api/orders/apply_coupon/", { code, amount: "1200.00" }),
    order: (code: string) =>
      post("/api/orders/create_order/", {
        address_id: buyer.addressId,
        shipping_method: "S",
        shipping_charge: 0,
        offer_id: null,
        discount_amount: 50,
        total_amount: 1150,
        coupon_code: code,
      }),
  };
}

const answerOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

describe("no coupon oracle", () => {
  it("answers a code switched off, not started or ended exactly as one that never existed, on both calls", async () => {
    const hidden = {
      "switched off": await makeCoupon(t.db, { isActive: false }),
      "not started": await makeCoupon(t.db, {
        startsAt: new Date(Date.now() + day),
        endsAt: new Date(Date.now() + 2 * day),
      }),
      ended: await makeCoupon(t.db, {
        startsAt: new Date(Date.now() - 3 * day),
        endsAt: new Date(Date.now() - day),
      }),
    };

    const buyer = await shopper("203.0.113.1");
    const before = counting.created.length;
    const unknownApplied = answerOf(await buyer.apply("NOSUCHCODE1"));
    const unknownOrdered = answerOf(await buyer.order("NOSUCHCODE1"));
    expect(unknownApplied).toEqual({
      status: 400,
      body: { error: "Invalid coupon code", code: "unknown", message: "Invalid coupon code" },
    });
    expect(unknownOrdered).toEqual({ status: 400, body: { message: "Invalid coupon code" } });
    for (const [what, coupon] of Object.entries(hidden)) {
      expect(answerOf(await buyer.apply(coupon.code)), `apply_coupon, ${what}`).toEqual(unknownApplied);
      expect(answerOf(await buyer.order(coupon.code)), `create_order, ${what}`).toEqual(unknownOrdered);
    }
    expect(counting.created.length).toBe(before);
    expect(await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id))).toEqual([]);
  });

  it("still tells a shopper holding a code in force why it does not apply to their order", async () => {
    const big = await makeCoupon(t.db, { minOrderAmountPaise: 200_000 });
    const taken = await makeCoupon(t.db, { usageLimit: 1 });
    const other = await shopper("203.0.113.2");
    expect((await other.order(taken.code)).statusCode).toBe(201);
    const buyer = await shopper("203.0.113.2");
    const minimum = "Add ₹800 more to use this coupon (minimum order ₹2,000)";
    expect(answerOf(await buyer.apply(big.code))).toEqual({
      status: 400,
      body: { error: minimum, code: "below_minimum", message: minimum },
    });
    expect(answerOf(await buyer.order(big.code))).toEqual({ status: 400, body: { message: minimum } });
    const usedUp = "This coupon has reached its usage limit";
    expect((await buyer.apply(taken.code)).json()).toMatchObject({ code: "used_up", message: usedUp });
    expect(answerOf(await buyer.order(taken.code))).toEqual({ status: 409, body: { message: usedUp } });
  });

  it("counts codes tried on either call against one budget; the code already applied costs nothing more", async () => {
    const coupon = await makeCoupon(t.db);
    const buyer = await shopper("203.0.113.3");
    expect((await buyer.apply(coupon.code)).statusCode).toBe(200);
    for (let i = 1; i < couponTriesPerCustomer; i++) {
      const guess = i % 2 === 0 ? buyer.apply(`GUESSA${i}`) : buyer.order(`GUESSA${i}`);
      expect((await guess).statusCode).toBe(400);
    }
    const before = counting.created.length;
    const guessed = await buyer.order("GUESSAGAIN");
    expect(guessed.statusCode).toBe(429);
    expect(Number(guessed.headers["retry-after"])).toBeGreaterThan(0);
    expect(guessed.json().message).toMatch(/^Too many coupon attempts\. Please try again in \d+ minutes?\.$/);
    expect((await buyer.apply("GUESSAGAIN")).statusCode).toBe(429);
    expect(counting.created.length).toBe(before);

    // The code the checkout applied is sent again with the order (any case): it was counted once.
    expect((await buyer.apply(coupon.code.toLowerCase())).statusCode).toBe(200);
    const placed = await buyer.order(coupon.code);
    expect(placed.statusCode).toBe(201);
    const [use] = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, placed.json().order_id));
    expect(use?.couponId).toBe(coupon.id);
  });

  it("counts every customer on one network against the network's budget too", async () => {
    const perCustomer = couponTriesPerCustomer - 1;
    for (let tried = 0; tried < couponTriesPerIp; ) {
      const buyer = await shopper("2001:db8:7:7::1");
      const count = Math.min(perCustomer, couponTriesPerIp - tried);
      for (let i = 0; i < count; i++) {
        expect((await buyer.order(`NET${tried + i}`)).statusCode).toBe(400);
      }
      tried += count;
    }
    // Another address of the same /64 is the same household.
    const fresh = await shopper("2001:db8:7:7::2");
    expect((await fresh.order("NETLAST")).statusCode).toBe(429);
    expect((await fresh.apply("NETLAST")).statusCode).toBe(429);
  });
});
