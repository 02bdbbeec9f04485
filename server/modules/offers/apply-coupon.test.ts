import { applyCouponError, applyCouponResponse } from "@contract/coupons";
import { offers } from "@server/db/schema/offers";
import { orders } from "@server/db/schema/orders";
import { createOrderCall } from "@server/testing/checkout-calls";
import {
  fillCart,
  makeCoupon,
  makeCustomer,
  makeOffer,
  makeProduct,
  makeZone,
} from "@server/testing/checkout-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponTriesPerCustomer } from "./coupon-tries";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
});
afterAll(() => t.close());

const apply = (headers: Record<string, string>, code: string, amount: unknown = "1200.00") =>
  t.app.inject({ method: "POST", url: "/api/orders/apply_coupon/", headers, payload: { code, amount } });

async function shopper(quantity = 2) {
  const product = await makeProduct(t.db, { pricePaise: 60_000, stock: 10 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity }]);
  return buyer;
}

const day = 24 * 60 * 60 * 1000;

describe("apply_coupon", () => {
  it("answers the coupon's discount on the customer's own cart, after the automatic offer", async () => {
    const offer = await makeOffer(t.db, { minOrderAmountPaise: 100_000 });
    const coupon = await makeCoupon(t.db, {
      discountType: "percentage",
      discountPercentage: 10,
      discountAmountPaise: null,
      description: "10% off for friends",
    });
    const buyer = await shopper();
    // The amount sent is ignored: the cart is ₹1,200, the offer takes ₹120, 10% of ₹1,080 is ₹108.
    const res = await apply(buyer.headers, `  ${coupon.code.toLowerCase()} `, 99_999);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(applyCouponResponse.parse(res.json())).toMatchObject({
      message: "Coupon applied successfully!",
      code: coupon.code,
      discount_amount: "108.00",
      subtotal: "1200.00",
      offer_discount: "120.00",
      coupon: {
        code: coupon.code,
        discount_type: "percentage",
        discount_percentage: 10,
        min_order_amount: "0.00",
      },
    });
    await t.db.delete(offers).where(eq(offers.id, offer.id));
  });

  it("refuses with words a shopper understands, as `error` and `message`", async () => {
    const buyer = await shopper();
    const expired = await makeCoupon(t.db, {
      startsAt: new Date(Date.now() - 3 * day),
      endsAt: new Date(Date.now() - day),
    });
    const future = await makeCoupon(t.db, {
      startsAt: new Date(Date.now() + day),
      endsAt: new Date(Date.now() + 2 * day),
    });
    const paused = await makeCoupon(t.db, { isActive: false });
    const big = await makeCoupon(t.db, { minOrderAmountPaise: 200_000 });
    const cases: [string, string, string][] = [
      ["NOSUCHCODE", "unknown", "Invalid coupon code"],
      [expired.code, "unknown", "Invalid coupon code"],
      [future.code, "unknown", "Invalid coupon code"],
      [paused.code, "unknown", "Invalid coupon code"],
      [big.code, "below_minimum", "Add ₹800 more to use this coupon (minimum order ₹2,000)"],
    ];
    for (const [code, reason, message] of cases) {
      const res = await apply(buyer.headers, code);
      expect(res.statusCode, code).toBe(400);
      expect(applyCouponError.parse(res.json())).toEqual({ error: message, code: reason, message });
    }
    const blank = await apply(buyer.headers, "   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please enter a valid coupon code");
    const nobody = await t.app.inject({
      method: "POST",
      url: "/api/orders/apply_coupon/",
      payload: { code: "X" },
    });
    expect(nobody.statusCode).toBe(401);
    const emptyCart = await makeCustomer(t.db);
    expect((await apply(emptyCart.headers, big.code)).json()).toMatchObject({ code: "empty_cart" });
  });

  it("says 'already used' once the customer's order holds it, and 'usage limit' once everyone's uses reach it", async () => {
    const coupon = await makeCoupon(t.db, { usageLimit: 2, perCustomerLimit: 1 });
    const first = await shopper();
    expect((await apply(first.headers, coupon.code)).statusCode).toBe(200);
    const placed = await createOrderCall(t, first.headers, first.addressId, {
      shipping_charge: 0,
      discount_amount: 50,
      total_amount: 1150,
      coupon_code: coupon.code,
    });
    expect(placed.statusCode).toBe(201);
    // Still unpaid: the customer may check out again (the new order replaces this one).
    expect((await apply(first.headers, coupon.code)).statusCode).toBe(200);
    await t.db
      .update(orders)
      .set({ orderStatus: "PROCESSING", paymentStatus: "PAID", paidAt: new Date(), expiresAt: null })
      .where(eq(orders.id, placed.json().order_id));
    expect((await apply(first.headers, coupon.code)).json()).toMatchObject({
      code: "already_used",
      message: "You have already used this coupon",
    });

    const second = await shopper();
    const placedToo = await createOrderCall(t, second.headers, second.addressId, {
      shipping_charge: 0,
      discount_amount: 50,
      total_amount: 1150,
      coupon_code: coupon.code,
    });
    expect(placedToo.statusCode).toBe(201);
    const third = await shopper();
    const res = await apply(third.headers, coupon.code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "used_up", message: "This coupon has reached its usage limit" });
  });

  it("throttles guessing with 429 and a Retry-After", async () => {
    const buyer = await shopper();
    for (let i = 0; i < couponTriesPerCustomer; i++) {
      expect((await apply(buyer.headers, `GUESS${i}`)).statusCode).toBe(400);
    }
    const coupon = await makeCoupon(t.db);
    const res = await apply(buyer.headers, coupon.code);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(applyCouponError.parse(res.json()).code).toBe("too_many_attempts");
    expect(res.json().message).toMatch(/^Too many coupon attempts\. Please try again in \d+ minutes?\.$/);
  });
});
