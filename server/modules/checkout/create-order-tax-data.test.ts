import { products } from "@server/db/schema/catalog";
import { orderItems } from "@server/db/schema/orders";
import { addToCart, createOrderCall } from "@server/testing/checkout-calls";
import { makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
});
afterAll(() => t.close());

const linesOf = (orderId: number) =>
  t.db
    .select({ productId: orderItems.productId, hsn: orderItems.hsnCode, rate: orderItems.gstRate })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);

describe("create_order and the products' tax data", () => {
  it("copies each product's HSN code and GST rate onto its order line, kept when the product changes later", async () => {
    const truffles = await makeProduct(t.db, { pricePaise: 49_900, stock: 5, name: "Dark Truffles" });
    const mug = await makeProduct(t.db, { pricePaise: 29_900, stock: 5, name: "Photo Mug" });
    await t.db.update(products).set({ hsnCode: "1806", gstRate: 18 }).where(eq(products.id, truffles.id));
    await t.db.update(products).set({ hsnCode: "69120010", gstRate: 12 }).where(eq(products.id, mug.id));
    const buyer = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, truffles.id, 1);
    await addToCart(t, buyer.headers, mug.id, 2);

    // ₹499 + 2 × ₹299 = ₹1,097, above the ₹999 free-shipping value.
    const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "0.00",
      discount_amount: 0,
      total_amount: 1097,
    });
    expect(res.statusCode, res.body).toBe(201);
    const orderId: number = res.json().order_id;
    const placed = [
      { productId: truffles.id, hsn: "1806", rate: 18 },
      { productId: mug.id, hsn: "69120010", rate: 12 },
    ];
    expect(await linesOf(orderId)).toEqual(placed);

    await t.db.update(products).set({ hsnCode: "1905", gstRate: 5 }).where(eq(products.id, truffles.id));
    expect(await linesOf(orderId)).toEqual(placed);
  });

  it("leaves a line's tax data empty for a product staff have not filled in yet", async () => {
    const product = await makeProduct(t.db, { pricePaise: 109_900, stock: 5, name: "Old Hamper" });
    const buyer = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, product.id, 1);
    const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "0.00",
      discount_amount: 0,
      total_amount: 1099,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await linesOf(res.json().order_id)).toEqual([{ productId: product.id, hsn: null, rate: null }]);
  });
});
