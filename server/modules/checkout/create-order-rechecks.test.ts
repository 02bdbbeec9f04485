import { products } from "@server/db/schema/catalog";
import { offers } from "@server/db/schema/offers";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import type { PaymentGateway } from "@server/platform/payments/gateway";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { countingGateway, createOrderCall } from "@server/testing/checkout-calls";
import {
  fillCart,
  makeCoupon,
  makeCustomer,
  makeOffer,
  makeProduct,
  makeZone,
} from "@server/testing/checkout-fixtures";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The simulated gateway, with a change to the shop made while it creates the order: what a staff edit
 * landing between create_order's first pricing and its transaction looks like.
 */
let meanwhile: (() => Promise<void>) | null = null;
const simulated = simulatedGateway("test-secret");
const slowGateway: PaymentGateway = {
  ...simulated,
  async createOrder(input) {
    const change = meanwhile;
    meanwhile = null;
    if (change) await change();
    return simulated.createOrder(input);
  },
};
const counting = countingGateway(slowGateway);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, payments: counting.gateway });
  await makeZone(t.db);
});
afterAll(() => t.close());

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
const usesOf = (couponId: number) =>
  t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe("create_order re-checks under its locks", () => {
  it.each([
    [
      "the product's price",
      (productId: number) => async () => {
        await t.db.update(products).set({ pricePaise: 110_000 }).where(eq(products.id, productId));
      },
    ],
    [
      "the offers",
      () => async () => {
        await makeOffer(t.db, { minOrderAmountPaise: 100_000 });
      },
    ],
  ])(
    "refuses with 409 when %s changed while the gateway order was made, taking nothing",
    async (_, change) => {
      const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 4 });
      const buyer = await makeCustomer(t.db);
      await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
      meanwhile = change(product.id);
      const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
        shipping_charge: 0,
        discount_amount: 0,
        total_amount: 1200,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Prices changed while your order was being placed. Please review your order and try again.",
      );
      expect(await ordersOf(buyer.user.id)).toEqual([]);
      expect(await stockOf(t, product.id)).toBe(4);
    },
  );

  it("holds a customer to the coupon's uses per customer, not only apply_coupon", async () => {
    await t.db.update(offers).set({ isActive: false });
    const coupon = await makeCoupon(t.db, { usageLimit: null, perCustomerLimit: 1 });
    const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 5 });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
    const amounts = { shipping_charge: 0, discount_amount: 50, total_amount: 1150, coupon_code: coupon.code };
    const first = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(orders)
      .set({ orderStatus: "PROCESSING", paymentStatus: "PAID", paidAt: new Date(), expiresAt: null })
      .where(eq(orders.id, first.json().order_id));

    const before = counting.created.length;
    const again = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already used this coupon");
    expect(counting.created.length).toBe(before);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(4);

    const someoneElse = await makeCustomer(t.db);
    await fillCart(t.db, someoneElse.user.id, [{ productId: product.id, quantity: 1 }]);
    expect((await createOrderCall(t, someoneElse.headers, someoneElse.addressId, amounts)).statusCode).toBe(
      201,
    );
    expect(await usesOf(coupon.id)).toHaveLength(2);
  });
});
