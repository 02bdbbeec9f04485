import { cart as cartShape } from "@contract/cart";
import { cartMessages } from "@contract/cart-rules";
import { orders } from "@server/db/schema/orders";
import { addToCart, createOrderCall } from "@server/testing/checkout-calls";
import { makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { itRace, together } from "@server/testing/race";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
});
afterAll(() => t.close());

const cartOf = async (headers: Record<string, string>) =>
  cartShape.parse((await t.app.inject({ url: "/api/user/cart/", headers })).json());
const setQuantity = (headers: Record<string, string>, itemId: number, quantity: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/cart/update_quantity/",
    headers,
    payload: { item_id: itemId, quantity },
  });
// 3 × ₹400 = ₹1,200: above the ₹999 free-shipping value, so shipping is free.
const amounts = { shipping_charge: "0.00", discount_amount: 0, total_amount: 1200 };

describe("after a payment that failed or was abandoned", () => {
  it("the stock the customer's unpaid order holds still counts as theirs, so they can pay again at once", async () => {
    const product = await makeProduct(t.db, { pricePaise: 40_000, stock: 3, name: "Alphonso Mango Box" });
    const buyer = await makeCustomer(t.db);
    const other = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, product.id, 3);
    await addToCart(t, other.headers, product.id, 1);

    expect((await createOrderCall(t, buyer.headers, buyer.addressId, amounts)).statusCode).toBe(201);
    expect(await stockOf(t, product.id)).toBe(0);

    // The buyer's cart: all three are theirs to pay for, and they may change their mind about one.
    const [line] = (await cartOf(buyer.headers)).items;
    expect(line).toMatchObject({ is_available: true, unavailable_reason: null, product: { stock: 3 } });
    expect((await setQuantity(buyer.headers, line?.id ?? 0, 2)).statusCode).toBe(200);
    const tooMany = await setQuantity(buyer.headers, line?.id ?? 0, 4);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(cartMessages.onlyLeft(3));

    // Everyone else sees the units as gone while the order holds them.
    expect((await cartOf(other.headers)).items[0]).toMatchObject({
      is_available: false,
      unavailable_reason: "out_of_stock",
      product: { stock: 0 },
    });

    // Paying again replaces the unpaid order: its units go back, and the new order takes two.
    // 2 × ₹400 = ₹800 is below the free-shipping value: Standard costs ₹49.
    const again = await createOrderCall(t, buyer.headers, buyer.addressId, {
      ...amounts,
      shipping_charge: "49.00",
      total_amount: 849,
    });
    expect(again.statusCode).toBe(201);
    expect(await stockOf(t, product.id)).toBe(1);
    const statuses = (await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id)))
      .map((row) => row.orderStatus)
      .sort();
    expect(statuses).toEqual(["CANCELLED", "PENDING"]);
    expect((await cartOf(other.headers)).items[0]).toMatchObject({ is_available: true });
  });

  itRace(
    "paying again from several tabs at once leaves one unpaid order holding the stock, never more",
    async () => {
      const product = await makeProduct(t.db, { pricePaise: 40_000, stock: 3, name: "Anjeer Barfi Box" });
      const buyer = await makeCustomer(t.db);
      await addToCart(t, buyer.headers, product.id, 3);
      expect((await createOrderCall(t, buyer.headers, buyer.addressId, amounts)).statusCode).toBe(201);

      const answers = await together(6, () => createOrderCall(t, buyer.headers, buyer.addressId, amounts));
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      expect(await stockOf(t, product.id)).toBe(0);
      const rows = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      expect(rows.filter((row) => row.orderStatus === "PENDING")).toHaveLength(1);
      expect(rows.filter((row) => row.orderStatus === "CANCELLED")).toHaveLength(6);
    },
  );
});
