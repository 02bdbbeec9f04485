import { cartChange, cart as cartSchema } from "@contract/cart";
import { cartMessages } from "@contract/cart-rules";
import { cartItems } from "@server/db/schema/cart";
import { makeProduct } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Concurrent requests on one cart line. They prove something on PostgreSQL (PGlite runs one query at
 * a time); run with TEST_DATABASE_URL set.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `race${++counter}@example.in` });
const post = (headers: Record<string, string>, path: string, payload: object) =>
  t.app.inject({ method: "POST", url: `/api/user/cart/${path}/`, headers, payload });
const linesOf = (productId: number) =>
  t.db.select().from(cartItems).where(eq(cartItems.productId, productId));

describe("cart races", () => {
  it("counts every one of many simultaneous adds on one line, in one line", async () => {
    const { headers } = await newCustomer();
    const { product } = await makeProduct(t.db, { stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(headers, "add_item", { product_id: product.id, quantity: 1 })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
    const lines = await linesOf(product.id);
    expect(lines.map((line) => line.quantity)).toEqual([12]);
  });

  it("never lets simultaneous adds take a line past the stock", async () => {
    const { headers } = await newCustomer();
    const { product } = await makeProduct(t.db, { stock: 5 });
    await post(headers, "add_item", { product_id: product.id, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(headers, "add_item", { product_id: product.id, quantity: 1 })),
    );
    const ok = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 400);
    expect([ok.length, refused.length]).toEqual([4, 6]);
    for (const res of refused) expect(res.json().message).toBe(cartMessages.onlyLeft(5));
    expect((await linesOf(product.id)).map((line) => line.quantity)).toEqual([5]);
  });

  it("keeps one line whose quantity is one of the requested ones when adds and updates cross", async () => {
    const { headers } = await newCustomer();
    const { product } = await makeProduct(t.db, { stock: 50 });
    const first = cartChange.parse((await post(headers, "add_item", { product_id: product.id })).json());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? post(headers, "update_quantity", { item_id: first.item_id, quantity: 20 + i })
          : post(headers, "add_item", { product_id: product.id, quantity: 1 }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const lines = await linesOf(product.id);
    expect(lines).toHaveLength(1);
    // Whatever the order, the last update set 20..28 and at most the five adds came after it.
    const quantity = lines[0]?.quantity ?? 0;
    expect(quantity).toBeGreaterThanOrEqual(20);
    expect(quantity).toBeLessThanOrEqual(33);
    const cart = cartSchema.parse((await t.app.inject({ url: "/api/user/cart/", headers })).json());
    expect(cart.count).toBe(quantity);
  });

  it("makes one cart for a customer whose first adds arrive together", async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => newCustomer()));
    const { product: a } = await makeProduct(t.db);
    const { product: b } = await makeProduct(t.db);
    const { product: c } = await makeProduct(t.db);
    const answers = await Promise.all(
      customers.flatMap(({ headers }) =>
        [a, b, c].map((product) => post(headers, "add_item", { product_id: product.id })),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(18).fill(200));
    for (const { headers } of customers) {
      const cart = cartSchema.parse((await t.app.inject({ url: "/api/user/cart/", headers })).json());
      expect(cart.items).toHaveLength(3);
    }
  });
});
