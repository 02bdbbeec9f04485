import { cartChange, cart as cartSchema } from "@contract/cart";
import { cartMessages } from "@contract/cart-rules";
import { productDetail } from "@contract/catalog";
import { paiseToDecimal } from "@contract/money";
import { cartItems } from "@server/db/schema/cart";
import { products } from "@server/db/schema/catalog";
import { makeProduct } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `cart${++counter}@example.in`, firstName: "Asha" });
const post = (headers: Headers, path: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: `/api/user/cart/${path}/`, headers, payload: payload as object });
const getCart = async (headers: Headers) => {
  const res = await t.app.inject({ url: "/api/user/cart/", headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return cartSchema.parse(res.json());
};
const count = async (headers: Headers) =>
  (await t.app.inject({ url: "/api/user/cart/count/", headers })).json();

describe("cart", () => {
  it("asks guests to sign in", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/cart/"],
      ["GET", "/api/user/cart/count/"],
      ["POST", "/api/user/cart/add_item/"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(res.statusCode).toBe(401);
    }
  });

  it("totals the seeded prices the shopper pays now, discounted where there is a discount", async () => {
    const { headers } = await newCustomer();
    const seeded = await t.db
      .select()
      .from(products)
      .where(and(eq(products.isActive, true), eq(products.isCustomizable, false), gt(products.stock, 5)))
      .limit(2);
    const [a, b] = seeded;
    if (!a || !b) throw new Error("the demo store has no plain products in stock");
    const added = await post(headers, "add_item", { product_id: a.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(cartChange.parse(added.json()).message).toBe(cartMessages.added(a.name));
    expect((await post(headers, "add_item", { product_id: b.id })).statusCode).toBe(200);
    const cart = await getCart(headers);
    const unit = (p: typeof a) => p.discountedPricePaise ?? p.pricePaise;
    expect(cart.items.map((item) => [item.product.id, item.quantity, item.price, item.subtotal])).toEqual([
      [a.id, 2, paiseToDecimal(unit(a)), paiseToDecimal(unit(a) * 2)],
      [b.id, 1, paiseToDecimal(unit(b)), paiseToDecimal(unit(b))],
    ]);
    expect(cart.total).toBe(paiseToDecimal(unit(a) * 2 + unit(b)));
    expect(cart.count).toBe(3);
    expect(await count(headers)).toBe(3);
    expect(cart.items[0]).toMatchObject({
      is_customized: false,
      is_available: true,
      unavailable_reason: null,
      customization_summary: null,
      product: { name: a.name, stock: a.stock, is_customizable: false, price: paiseToDecimal(a.pricePaise) },
    });
    expect(cart.items[0]?.product.main_image).toMatch(/^\/media\//);
  });

  it("adds to the product's one line and answers the whole cart after update_quantity", async () => {
    const { headers } = await newCustomer();
    const { product } = await makeProduct(t.db, { stock: 5, pricePaise: 12345 });
    await post(headers, "add_item", { product_id: product.id, quantity: 1 });
    const again = cartChange.parse(
      (await post(headers, "add_item", { product_id: product.id, quantity: 2 })).json(),
    );
    expect(again.cart.items).toHaveLength(1);
    expect(again.cart.items[0]?.quantity).toBe(3);
    const updated = await post(headers, "update_quantity", { item_id: again.item_id, quantity: 5 });
    expect(updated.statusCode).toBe(200);
    expect(cartSchema.parse(updated.json())).toMatchObject({ total: "617.25", count: 5 });
  });

  it("refuses quantities that are not a whole number from 1 to the stock, and changes nothing", async () => {
    const { headers } = await newCustomer();
    const { product } = await makeProduct(t.db, { stock: 3 });
    const line = cartChange.parse((await post(headers, "add_item", { product_id: product.id })).json());
    const before = await getCart(headers);
    for (const quantity of [0, -1, 1.5, "2", null, 4]) {
      for (const [path, body] of [
        ["add_item", { product_id: product.id, quantity }],
        ["update_quantity", { item_id: line.item_id, quantity }],
      ] as const) {
        const res = await post(headers, path, body);
        expect(res.statusCode, `${path} ${String(quantity)}`).toBe(400);
        const message = res.json().message as string;
        if (quantity === 4) expect(message).toBe(cartMessages.onlyLeft(3));
        else expect(message).toContain(cartMessages.quantity);
      }
    }
    // 1 already in the cart + 3 more passes the stock of 3.
    expect((await post(headers, "add_item", { product_id: product.id, quantity: 3 })).json().message).toBe(
      cartMessages.onlyLeft(3),
    );
    expect(await getCart(headers)).toEqual(before);
  });

  it("says out of stock for a sold-out product, and 404 for unknown or hidden ones", async () => {
    const { headers } = await newCustomer();
    const { product: soldOut } = await makeProduct(t.db, { stock: 0 });
    const { product: hidden } = await makeProduct(t.db, { isActive: false });
    const out = await post(headers, "add_item", { product_id: soldOut.id });
    expect([out.statusCode, out.json().message]).toEqual([400, cartMessages.outOfStock]);
    for (const id of [hidden.id, 2_000_000_000]) {
      const res = await post(headers, "add_item", { product_id: id });
      expect([res.statusCode, res.json().message]).toEqual([404, cartMessages.productNotFound]);
    }
    expect((await post(headers, "add_item", { product_id: 2_147_483_648 })).statusCode).toBe(400);
    expect((await getCart(headers)).items).toEqual([]);
  });

  it("answers 404 for another customer's line and leaves it alone", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const { product } = await makeProduct(t.db);
    const line = cartChange.parse((await post(owner.headers, "add_item", { product_id: product.id })).json());
    for (const [path, body] of [
      ["update_quantity", { item_id: line.item_id, quantity: 2 }],
      ["remove_item", { item_id: line.item_id }],
    ] as const) {
      const res = await post(stranger.headers, path, body);
      expect([res.statusCode, res.json().message]).toEqual([404, cartMessages.itemNotFound]);
    }
    expect((await getCart(owner.headers)).items.map((item) => item.quantity)).toEqual([1]);
  });

  it("removes a line and says so", async () => {
    const { headers } = await newCustomer();
    const { product } = await makeProduct(t.db);
    const line = cartChange.parse((await post(headers, "add_item", { product_id: product.id })).json());
    const removed = await post(headers, "remove_item", { item_id: line.item_id });
    expect(cartChange.parse(removed.json())).toMatchObject({
      message: "Item removed from cart",
      cart: { items: [] },
    });
    expect((await post(headers, "remove_item", { item_id: line.item_id })).statusCode).toBe(404);
    expect(await count(headers)).toBe(0);
  });

  it("marks lines that can no longer be bought as they stand, without reserving stock", async () => {
    const { headers } = await newCustomer();
    const { product: short } = await makeProduct(t.db, { stock: 4 });
    const { product: gone } = await makeProduct(t.db, { stock: 4 });
    const { product: withdrawn } = await makeProduct(t.db, { stock: 4 });
    for (const p of [short, gone, withdrawn])
      await post(headers, "add_item", { product_id: p.id, quantity: 3 });
    const [stock] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, short.id));
    expect(stock?.stock).toBe(4);
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, short.id));
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, gone.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, withdrawn.id));
    const cart = await getCart(headers);
    expect(cart.items.map((item) => [item.is_available, item.unavailable_reason])).toEqual([
      [false, "insufficient_stock"],
      [false, "out_of_stock"],
      [false, "not_available"],
    ]);
    // Only the line that can still be bought (by lowering it) counts towards the total.
    expect(cart.total).toBe(cart.items[0]?.subtotal);
    expect(cart.count).toBe(9);
    const line = cart.items[0];
    if (!line) throw new Error("no line");
    const fixed = await post(headers, "update_quantity", { item_id: line.id, quantity: 2 });
    expect(cartSchema.parse(fixed.json()).items[0]).toMatchObject({ is_available: true, quantity: 2 });
  });

  it("asks for personalisation only where the product has fields to fill", async () => {
    const { headers } = await newCustomer();
    const { product: withFields } = await makeProduct(t.db, {}, [
      { name: "Message", fieldType: "text", isRequired: true },
    ]);
    const { product: noFields } = await makeProduct(t.db, { isCustomizable: true });
    await post(headers, "add_item", { product_id: withFields.id });
    await post(headers, "add_item", { product_id: noFields.id });
    const cart = await getCart(headers);
    expect(cart.items.map((item) => [item.product.is_customizable, item.is_customized])).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it("keeps the product page's is_in_cart true only for the customer whose cart has it", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { product } = await makeProduct(t.db);
    const detail = async (headers?: Headers) =>
      productDetail.parse((await t.app.inject({ url: `/api/products/${product.id}/`, headers })).json());
    expect((await detail(owner.headers)).is_in_cart).toBe(false);
    const line = cartChange.parse((await post(owner.headers, "add_item", { product_id: product.id })).json());
    expect((await detail(owner.headers)).is_in_cart).toBe(true);
    expect((await detail(other.headers)).is_in_cart).toBe(false);
    expect((await detail()).is_in_cart).toBe(false);
    await post(owner.headers, "remove_item", { item_id: line.item_id });
    expect((await detail(owner.headers)).is_in_cart).toBe(false);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
    expect(rows).toEqual([]);
  });
});
