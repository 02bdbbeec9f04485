import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { addToCart, countingGateway, createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Money and stock rules raced (concurrent requests) and broken halfway (failures injected after stock
 * is taken). The races prove something on PostgreSQL; PGlite runs them one query at a time.
 */
const simulated = simulatedGateway("test-secret");
const counting = countingGateway(simulated);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, payments: counting.gateway });
  await makeZone(t.db);
});
afterAll(() => t.close());

const ordersOf = (userIds: number[]) => t.db.select().from(orders).where(inArray(orders.userId, userIds));
const usesOf = (couponId: number) =>
  t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));

describe("create_order under contention", () => {
  it("50 buyers of the last unit at once: exactly one order holds it", async () => {
    const product = await makeProduct(t.db, { pricePaise: 150_000, stock: 1, name: "Last Hamper" });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeCustomer(t.db)));
    for (const buyer of buyers) await addToCart(t, buyer.headers, product.id);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        createOrderCall(t, buyer.headers, buyer.addressId, {
          shipping_charge: 0,
          discount_amount: 0,
          total_amount: 1500,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(
      "Sorry, Last Hamper is out of stock.",
    );
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await ordersOf(buyers.map((buyer) => buyer.user.id))).toHaveLength(1);
  });

  it("20 buyers with a single-use coupon at once: one discount", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 100 });
    const coupon = await makeCoupon(t.db, { usageLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeCustomer(t.db)));
    for (const buyer of buyers) await addToCart(t, buyer.headers, product.id);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        createOrderCall(t, buyer.headers, buyer.addressId, {
          shipping_charge: 0,
          discount_amount: 50,
          total_amount: 950,
          coupon_code: coupon.code,
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(answers.find((res) => res.statusCode === 409)?.json().message).toBe(
      "This coupon has reached its usage limit",
    );
    expect(await usesOf(coupon.id)).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(99);
  });

  it("one customer's 10 simultaneous create_orders leave one unpaid order holding stock", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 5 });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        createOrderCall(t, buyer.headers, buyer.addressId, {
          shipping_charge: 0,
          discount_amount: 0,
          total_amount: 1000,
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const held = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, buyer.user.id), eq(orders.orderStatus, "PENDING")));
    expect(held).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(4);
  });
});

describe("create_order broken halfway", () => {
  it("a failure after the stock is taken leaves stock, coupon uses and the older unpaid order as they were", async () => {
    const fine = await makeProduct(t.db, { pricePaise: 50_000, stock: 3 });
    const doomed = await makeProduct(t.db, { pricePaise: 50_000, stock: 3, name: "Boom Box" });
    const coupon = await makeCoupon(t.db, { usageLimit: 5 });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: fine.id, quantity: 1 }]);
    const older = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: 49,
      discount_amount: 50,
      total_amount: 499,
      coupon_code: coupon.code,
    });
    expect(older.statusCode).toBe(201);

    // The database itself refuses the order's second item, after every line's stock was taken.
    await t.db.execute(sql`create or replace function test_refuse_item() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.db.execute(sql`create trigger test_refuse_item before insert on order_items for each row
      when (new.product_name = 'Boom Box') execute function test_refuse_item()`);
    try {
      await fillCart(t.db, buyer.user.id, [
        { productId: fine.id, quantity: 2 },
        { productId: doomed.id, quantity: 2 },
      ]);
      const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
        shipping_charge: 0,
        discount_amount: 50,
        total_amount: 1950,
        coupon_code: coupon.code,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/injected/);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_item on order_items`);
    }
    expect(await stockOf(t, fine.id)).toBe(2);
    expect(await stockOf(t, doomed.id)).toBe(3);
    const rows = await ordersOf([buyer.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: older.json().order_id,
      orderStatus: "PENDING",
      paymentStatus: "PENDING",
    });
    expect((await usesOf(coupon.id)).map((use) => use.orderId)).toEqual([older.json().order_id]);
  });

  it("a gateway that does not answer leaves stock and coupon uses untouched", async () => {
    const product = await makeProduct(t.db, { pricePaise: 50_000, stock: 3 });
    const coupon = await makeCoupon(t.db, { usageLimit: 1 });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
    counting.orderingFrom(
      razorpayGateway({
        keyId: "rzp_test_down",
        keySecret: "secret",
        webhookSecret: "hook",
        apiBase: "http://127.0.0.1:9",
        timeoutMs: 2_000,
      }),
    );
    try {
      const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
        shipping_charge: 49,
        discount_amount: 50,
        total_amount: 499,
        coupon_code: coupon.code,
      });
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe("We could not start the payment. Please try again in a moment.");
    } finally {
      counting.orderingFrom(simulated);
    }
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await usesOf(coupon.id)).toEqual([]);
    expect(await ordersOf([buyer.user.id])).toEqual([]);
  });
});
