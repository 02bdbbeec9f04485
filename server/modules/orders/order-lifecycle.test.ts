import { products } from "@server/db/schema/catalog";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseUnpaidOrder, retakeStockForOrder } from "./order-lifecycle.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
});
afterAll(() => t.close());

async function placedOrder() {
  const a = await makeProduct(t.db, { pricePaise: 50_000, stock: 5 });
  const b = await makeProduct(t.db, { pricePaise: 50_000, stock: 5 });
  const coupon = await makeCoupon(t.db);
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [
    { productId: a.id, quantity: 2 },
    { productId: b.id, quantity: 3 },
  ]);
  const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
    shipping_charge: 0,
    discount_amount: 50,
    total_amount: 2450,
    coupon_code: coupon.code,
  });
  expect(res.statusCode).toBe(201);
  return { a, b, coupon, orderId: res.json().order_id as number };
}

describe("order lifecycle", () => {
  it("releases an unpaid order once: stock and coupon use back, cancelled, no expiry", async () => {
    const { a, b, coupon, orderId } = await placedOrder();
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([3, 2]);
    expect(await t.db.transaction((tx) => releaseUnpaidOrder(tx, orderId, "expired"))).toBe(true);
    expect(await t.db.transaction((tx) => releaseUnpaidOrder(tx, orderId, "expired"))).toBe(false);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([5, 5]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      expiresAt: null,
      cancelReason: "expired",
    });
    expect(
      await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toEqual([]);
  });

  it("does not release a paid order", async () => {
    const { a, orderId } = await placedOrder();
    await t.db
      .update(orders)
      .set({ orderStatus: "PROCESSING", paymentStatus: "PAID" })
      .where(eq(orders.id, orderId));
    expect(await t.db.transaction((tx) => releaseUnpaidOrder(tx, orderId, "expired"))).toBe(false);
    expect(await stockOf(t, a.id)).toBe(3);
  });

  it("retakes stock for a late payment all or nothing", async () => {
    const { a, b, orderId } = await placedOrder();
    await t.db.transaction((tx) => releaseUnpaidOrder(tx, orderId, "expired"));
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, b.id));
    expect(await t.db.transaction((tx) => retakeStockForOrder(tx, orderId))).toBe(false);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([5, 2]);
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, b.id));
    expect(await t.db.transaction((tx) => retakeStockForOrder(tx, orderId))).toBe(true);
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual([3, 0]);
  });
});
