import { wishlistMessages, wishlistToggleAdded } from "@contract/cart-rules";
import { productDetail } from "@contract/catalog";
import { toggleWishlistResponse, wishlist } from "@contract/wishlist";
import { products } from "@server/db/schema/catalog";
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
let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `wish${++counter}@example.in` });
const toggle = (headers: Headers, productId: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/user/wishlist/toggle_item/",
    headers,
    payload: { product_id: productId },
  });
const list = async (headers: Headers) => {
  const res = await t.app.inject({ url: "/api/user/wishlist/", headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return wishlist.parse(res.json());
};
const count = async (headers: Headers) =>
  (await t.app.inject({ url: "/api/user/wishlist/count/", headers })).json();

describe("wishlist", () => {
  it("asks guests to sign in", async () => {
    expect((await t.app.inject({ url: "/api/user/wishlist/" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/user/wishlist/count/" })).statusCode).toBe(401);
    const { product } = await makeProduct(t.db);
    expect((await toggle({}, product.id)).statusCode).toBe(401);
  });

  it("toggles a product on and off again, with the words the screen keys on", async () => {
    const { headers } = await newCustomer();
    const { product: first } = await makeProduct(t.db);
    const { product: second } = await makeProduct(t.db);
    const before = await list(headers);
    const on = toggleWishlistResponse.parse((await toggle(headers, first.id)).json());
    expect(on).toEqual({ message: wishlistMessages.added, is_in_wishlist: true });
    expect(wishlistToggleAdded(on.message)).toBe(true);
    await toggle(headers, second.id);
    const both = await list(headers);
    expect(both.items.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(both.items[0]).toMatchObject({ name: second.name, price: "500.00", stock: 10 });
    expect(await count(headers)).toBe(2);
    const off = toggleWishlistResponse.parse((await toggle(headers, second.id)).json());
    expect(off).toEqual({ message: wishlistMessages.removed, is_in_wishlist: false });
    expect(wishlistToggleAdded(off.message)).toBe(false);
    await toggle(headers, first.id);
    expect(await list(headers)).toEqual(before);
    expect(await count(headers)).toBe(0);
  });

  it("keeps each customer's list their own and the product page's flag in step", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const { product } = await makeProduct(t.db);
    const flag = async (headers?: Headers) =>
      productDetail.parse((await t.app.inject({ url: `/api/products/${product.id}/`, headers })).json())
        .is_in_wishlist;
    expect(await flag(owner.headers)).toBe(false);
    await toggle(owner.headers, product.id);
    expect([await flag(owner.headers), await flag(other.headers), await flag()]).toEqual([
      true,
      false,
      false,
    ]);
    expect((await list(other.headers)).items).toEqual([]);
    await toggle(owner.headers, product.id);
    expect(await flag(owner.headers)).toBe(false);
  });

  it("answers 404 for unknown or hidden products, hides withdrawn ones but lets them be removed", async () => {
    const { headers } = await newCustomer();
    const { product: hidden } = await makeProduct(t.db, { isActive: false });
    for (const id of [hidden.id, 2_000_000_000]) {
      const res = await toggle(headers, id);
      expect([res.statusCode, res.json().message]).toEqual([404, wishlistMessages.productNotFound]);
    }
    for (const bad of [0, -1, 1.5, "7", 2_147_483_648]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/wishlist/toggle_item/",
        headers,
        payload: { product_id: bad },
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const { product } = await makeProduct(t.db);
    await toggle(headers, product.id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect((await list(headers)).items).toEqual([]);
    expect(await count(headers)).toBe(0);
    expect(toggleWishlistResponse.parse((await toggle(headers, product.id)).json()).is_in_wishlist).toBe(
      false,
    );
  });
});
