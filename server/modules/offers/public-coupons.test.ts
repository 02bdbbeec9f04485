import { publicCouponsResponse } from "@contract/coupons";
import { coupons } from "@server/db/schema/offers";
import { orders } from "@server/db/schema/orders";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: "/api/orders/public_coupons/", headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return publicCouponsResponse.parse(res.json()).coupons;
};

/** A ₹1,200 cart. */
async function shopper() {
  const product = await makeProduct(t.db, { pricePaise: 60_000, stock: 10 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 2 }]);
  return buyer;
}

describe("GET /orders/public_coupons/", () => {
  it("lists only coupons staff made public that are on and in date, with what each gives and why one does not apply yet", async () => {
    const flat = await makeCoupon(t.db, { isPublic: true, discountAmountPaise: 15_000, description: "Flat" });
    const big = await makeCoupon(t.db, {
      isPublic: true,
      discountType: "percentage",
      discountPercentage: 10,
      discountAmountPaise: null,
      maxDiscountAmountPaise: 20_000,
      minOrderAmountPaise: 152_000,
    });
    const secret = await makeCoupon(t.db);
    const off = await makeCoupon(t.db, { isPublic: true, isActive: false });
    const ended = await makeCoupon(t.db, {
      isPublic: true,
      startsAt: new Date(Date.now() - 3 * day),
      endsAt: new Date(Date.now() - day),
    });
    const later = await makeCoupon(t.db, {
      isPublic: true,
      startsAt: new Date(Date.now() + day),
      endsAt: new Date(Date.now() + 3 * day),
    });
    const buyer = await shopper();

    const listed = await list(buyer.headers);
    expect(listed).toEqual([
      { code: flat.code, description: "Flat", gives: "₹150 off", reason: null },
      {
        code: big.code,
        description: "",
        gives: "10% off up to ₹200",
        reason: `Add ₹320 more to use ${big.code}`,
      },
    ]);
    const codes = listed.map((coupon) => coupon.code);
    for (const hidden of [secret, off, ended, later]) expect(codes).not.toContain(hidden.code);
    await t.db.update(coupons).set({ isPublic: false }).where(eq(coupons.id, flat.id));
    await t.db.update(coupons).set({ isPublic: false }).where(eq(coupons.id, big.id));
  });

  it("says 'Already used' to a customer who used it, and drops a coupon whose every use is taken", async () => {
    const once = await makeCoupon(t.db, { isPublic: true, perCustomerLimit: 1 });
    const last = await makeCoupon(t.db, { isPublic: true, usageLimit: 1 });
    const first = await shopper();
    const placed = await createOrderCall(t, first.headers, first.addressId, {
      shipping_charge: 0,
      discount_amount: 50,
      total_amount: 1150,
      coupon_code: once.code,
    });
    expect(placed.statusCode).toBe(201);
    await t.db
      .update(orders)
      .set({ orderStatus: "PROCESSING", paymentStatus: "PAID", paidAt: new Date(), expiresAt: null })
      .where(eq(orders.id, placed.json().order_id));
    const second = await shopper();
    expect(
      (
        await createOrderCall(t, second.headers, second.addressId, {
          shipping_charge: 0,
          discount_amount: 50,
          total_amount: 1150,
          coupon_code: last.code,
        })
      ).statusCode,
    ).toBe(201);

    expect(await list(first.headers)).toEqual([
      { code: once.code, description: "", gives: "₹50 off", reason: "Already used" },
    ]);
    const third = await shopper();
    expect((await list(third.headers)).map((coupon) => coupon.code)).toEqual([once.code]);
  });

  it("is for signed-in shoppers only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/orders/public_coupons/" });
    expect(res.statusCode).toBe(401);
  });
});
