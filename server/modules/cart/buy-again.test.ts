import { buyAgainResult } from "@contract/cart";
import { paiseToDecimal } from "@contract/money";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema/cart";
import { orderItems } from "@server/db/schema/orders";
import { failWrites } from "@server/testing/fail-writes";
import { insertOrder } from "@server/testing/order-rows";
import { itRace, together } from "@server/testing/race";
import { makeProduct } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Line = {
  productId: number | null;
  name?: string;
  quantity: number;
  unitPaise: number;
  customizations?: { field: string; text?: string; images?: string[] }[];
};

let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `again${++counter}@example.in`, firstName: "Asha" });

/** A paid, delivered order of these lines, written as checkout and the back office leave one. */
async function pastOrder(userId: number, lines: Line[], values: Parameters<typeof insertOrder>[2] = {}) {
  const order = await insertOrder(t.db, userId, {
    orderStatus: "DELIVERED",
    paymentStatus: "PAID",
    paidAt: new Date(),
    ...values,
  });
  await t.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      productName: line.name ?? `Line of ${line.productId}`,
      quantity: line.quantity,
      unitPricePaise: line.unitPaise,
      customizations: line.customizations ?? [],
    })),
  );
  return order;
}

const buyAgain = (headers: Headers, orderId: number) =>
  t.app.inject({ method: "POST", url: "/api/user/cart/buy_again/", headers, payload: { order_id: orderId } });
const addItem = (headers: Headers, productId: number, quantity: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/cart/add_item/",
    headers,
    payload: { product_id: productId, quantity },
  });
const cartLines = (userId: number) =>
  t.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.productId);

describe("Buy again", () => {
  it("puts the order's lines back at today's price and says what changed for each", async () => {
    const { user, headers } = await newCustomer();
    const { product: dearer } = await makeProduct(t.db, { name: "Truffle Box", pricePaise: 49900, stock: 9 });
    const { product: same } = await makeProduct(t.db, {
      name: "Almond Bark",
      pricePaise: 60000,
      discountedPricePaise: 30000,
      stock: 9,
    });
    const { product: retired } = await makeProduct(t.db, { name: "Old Hamper", isActive: false });
    const { product: soldOut } = await makeProduct(t.db, { name: "Rose Fudge", stock: 0 });
    const { product: scarce } = await makeProduct(t.db, {
      name: "Saffron Pedas",
      pricePaise: 20000,
      stock: 2,
    });
    const order = await pastOrder(user.id, [
      { productId: dearer.id, name: "Truffle Box", quantity: 2, unitPaise: 45000 },
      { productId: same.id, name: "Almond Bark", quantity: 1, unitPaise: 30000 },
      { productId: retired.id, name: "Old Hamper", quantity: 1, unitPaise: 50000 },
      { productId: soldOut.id, name: "Rose Fudge", quantity: 1, unitPaise: 50000 },
      { productId: scarce.id, name: "Saffron Pedas", quantity: 3, unitPaise: 20000 },
      { productId: null, name: "Deleted Mug", quantity: 1, unitPaise: 29900 },
    ]);

    const res = await buyAgain(headers, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const result = buyAgainResult.parse(res.json());
    expect(result.order_number).toBe(order.orderNumber);
    expect(result.added).toEqual([
      { product_id: dearer.id, name: "Truffle Box", quantity: 2 },
      { product_id: same.id, name: "Almond Bark", quantity: 1 },
      { product_id: scarce.id, name: "Saffron Pedas", quantity: 2 },
    ]);
    expect(result.changes).toEqual([
      { product_name: "Truffle Box", change: "price_changed", detail: "₹450 → ₹499" },
      { product_name: "Old Hamper", change: "not_sold", detail: "no longer sold, so not added" },
      { product_name: "Rose Fudge", change: "out_of_stock", detail: "out of stock, so not added" },
      { product_name: "Saffron Pedas", change: "fewer_left", detail: "only 2 added" },
      { product_name: "Deleted Mug", change: "not_sold", detail: "no longer sold, so not added" },
    ]);
    // The cart answered is the cart now, at today's prices.
    expect(result.cart.items.map((item) => [item.product.id, item.quantity, item.price])).toEqual([
      [dearer.id, 2, paiseToDecimal(49900)],
      [same.id, 1, paiseToDecimal(30000)],
      [scarce.id, 2, paiseToDecimal(20000)],
    ]);
    expect(result.cart.total).toBe(paiseToDecimal(2 * 49900 + 30000 + 2 * 20000));
    expect(await cartLines(user.id)).toEqual([
      { productId: dearer.id, quantity: 2 },
      { productId: same.id, quantity: 1 },
      { productId: scarce.id, quantity: 2 },
    ]);
  });

  it("adds to a line already in the cart, up to the stock, and says when nothing more fits", async () => {
    const { user, headers } = await newCustomer();
    const { product: roomy } = await makeProduct(t.db, { name: "Roomy", stock: 10 });
    const { product: tight } = await makeProduct(t.db, { name: "Tight", stock: 5 });
    const { product: full } = await makeProduct(t.db, { name: "Full", stock: 3 });
    for (const [product, quantity] of [
      [roomy, 1],
      [tight, 2],
      [full, 3],
    ] as const) {
      expect((await addItem(headers, product.id, quantity)).statusCode).toBe(200);
    }
    const order = await pastOrder(user.id, [
      { productId: roomy.id, name: "Roomy", quantity: 2, unitPaise: roomy.pricePaise },
      { productId: tight.id, name: "Tight", quantity: 4, unitPaise: tight.pricePaise },
      { productId: full.id, name: "Full", quantity: 1, unitPaise: full.pricePaise },
    ]);

    const result = buyAgainResult.parse((await buyAgain(headers, order.id)).json());
    expect(result.added).toEqual([
      { product_id: roomy.id, name: "Roomy", quantity: 2 },
      { product_id: tight.id, name: "Tight", quantity: 3 },
    ]);
    expect(result.changes).toEqual([
      { product_name: "Tight", change: "fewer_left", detail: "only 3 added" },
      {
        product_name: "Full",
        change: "fewer_left",
        detail: "none added: your cart already holds all we have",
      },
    ]);
    expect(await cartLines(user.id)).toEqual([
      { productId: roomy.id, quantity: 3 },
      { productId: tight.id, quantity: 5 },
      { productId: full.id, quantity: 3 },
    ]);
  });

  it("flags personalisable lines to fill in again and never copies the order's answers or photos", async () => {
    const { user, headers } = await newCustomer();
    const { product: mug } = await makeProduct(t.db, { name: "Photo Mug", pricePaise: 29900 }, [
      { name: "Message", fieldType: "text" },
      { name: "Your photo", fieldType: "image", minPhotos: 1, maxPhotos: 1 },
    ]);
    const { product: card } = await makeProduct(t.db, { name: "Name Card", pricePaise: 9900 }, [
      { name: "Name", fieldType: "text" },
    ]);
    // Personalisable, but asking for nothing: nothing to fill in.
    const { product: plain } = await makeProduct(t.db, { name: "Plain Box", isCustomizable: true });
    const order = await pastOrder(user.id, [
      {
        productId: mug.id,
        name: "Photo Mug",
        quantity: 1,
        unitPaise: 29900,
        customizations: [
          { field: "Message", text: "Happy birthday" },
          { field: "Your photo", images: [`private/customers/${user.id}/a.jpg`] },
        ],
      },
      { productId: card.id, name: "Name Card", quantity: 1, unitPaise: 9900 },
      { productId: plain.id, name: "Plain Box", quantity: 1, unitPaise: plain.pricePaise },
    ]);

    const result = buyAgainResult.parse((await buyAgain(headers, order.id)).json());
    expect(result.added.map((line) => line.product_id)).toEqual([mug.id, card.id, plain.id]);
    expect(result.changes).toEqual([
      {
        product_name: "Photo Mug",
        change: "personalise",
        detail: "personalise it again before checkout (your earlier message and photos are not copied)",
      },
      { product_name: "Name Card", change: "personalise", detail: "personalise it before checkout" },
    ]);
    const mugLine = result.cart.items.find((item) => item.product.id === mug.id);
    expect(mugLine).toMatchObject({ is_customized: false, customization_summary: null });
    const answers = await t.db
      .select()
      .from(cartItemCustomizations)
      .innerJoin(cartItems, eq(cartItems.id, cartItemCustomizations.cartItemId))
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, user.id));
    expect(answers).toEqual([]);
  });

  it("answers 404 for another customer's order, a missing one and one still waiting for its payment", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { product } = await makeProduct(t.db, { stock: 5 });
    const line = { productId: product.id, quantity: 1, unitPaise: product.pricePaise };
    const theirs = await pastOrder(owner.user.id, [line]);
    const waiting = await pastOrder(other.user.id, [line], {
      orderStatus: "PENDING",
      paymentStatus: "PENDING",
      paidAt: null,
      expiresAt: new Date(Date.now() + 20 * 60_000),
    });
    const released = await pastOrder(other.user.id, [line], {
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      paidAt: null,
      cancelReason: "expired",
      cancelledAt: new Date(),
    });

    for (const id of [theirs.id, waiting.id, 2_000_000_000]) {
      const res = await buyAgain(other.headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Order not found");
    }
    expect(await cartLines(other.user.id)).toEqual([]);
    // An unpaid order whose items went back is bought again like any other.
    expect((await buyAgain(other.headers, released.id)).statusCode).toBe(200);
    expect(await cartLines(other.user.id)).toEqual([{ productId: product.id, quantity: 1 }]);

    const guest = await t.app.inject({
      method: "POST",
      url: "/api/user/cart/buy_again/",
      payload: { order_id: theirs.id },
    });
    expect(guest.statusCode).toBe(401);
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/user/cart/buy_again/",
      headers: other.headers,
      payload: { order_id: "x" },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("adds nothing when a write fails half-way", async () => {
    const { user, headers } = await newCustomer();
    const { product: first } = await makeProduct(t.db, { stock: 5 });
    const { product: second } = await makeProduct(t.db, { stock: 5 });
    const order = await pastOrder(user.id, [
      { productId: first.id, quantity: 1, unitPaise: first.pricePaise },
      { productId: second.id, quantity: 1, unitPaise: second.pricePaise },
    ]);
    const failure = await failWrites(t.db, "cart_items", "insert", `NEW.product_id = ${second.id}`);
    try {
      expect((await buyAgain(headers, order.id)).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect(await cartLines(user.id)).toEqual([]);
    expect((await buyAgain(headers, order.id)).statusCode).toBe(200);
    expect(await cartLines(user.id)).toEqual([
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 1 },
    ]);
  });

  itRace(
    "never takes a line past the stock nor deadlocks when orders listing the products in turn cross",
    async () => {
      const { user, headers } = await newCustomer();
      const { product: a } = await makeProduct(t.db, { stock: 5 });
      const { product: b } = await makeProduct(t.db, { stock: 7 });
      const lineOf = (product: typeof a) => ({
        productId: product.id,
        quantity: 2,
        unitPaise: product.pricePaise,
      });
      const orders = [
        await pastOrder(user.id, [lineOf(b), lineOf(a)]),
        await pastOrder(user.id, [lineOf(a), lineOf(b)]),
      ];
      const answers = await together(10, (index) => buyAgain(headers, orders[index % 2]?.id ?? 0));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      const addedOf = (product: typeof a) =>
        answers
          .flatMap((res) => buyAgainResult.parse(res.json()).added)
          .filter((line) => line.product_id === product.id)
          .reduce((sum, line) => sum + line.quantity, 0);
      const lines = await cartLines(user.id);
      // Each answer told the truth about what it added, and together they never passed the stock.
      expect(lines).toEqual([
        { productId: a.id, quantity: addedOf(a) },
        { productId: b.id, quantity: addedOf(b) },
      ]);
      expect(addedOf(a)).toBeLessThanOrEqual(5);
      expect(addedOf(b)).toBeLessThanOrEqual(7);
    },
  );
});
