import { products } from "@server/db/schema/catalog";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let product: typeof products.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select().from(products).where(eq(products.slug, "signature-box-16"));
  if (!row) throw new Error("seed has no signature box");
  product = row;
});
afterAll(() => t.close());

const reads = async () => {
  const detail = (await t.app.inject({ url: `/api/products/${product.id}/` })).json();
  // Searching by name keeps the product on the first page however long its category grows.
  const search = encodeURIComponent(product.name);
  const listing = (
    await t.app.inject({ url: `/api/products/categories/${product.categoryId}/products/?search=${search}` })
  ).json();
  const settings = (await t.app.inject({ url: "/api/setting/setting/" })).json();
  const card = listing.results.find((item: { id: number }) => item.id === product.id);
  const highlighted = settings[0].active_highlights
    .flatMap((highlight: { products: { id: number; stock: number }[] }) => highlight.products)
    .find((item: { id: number }) => item.id === product.id);
  return { detail: detail.stock, card: card?.stock, highlighted: highlighted?.stock };
};

describe("public cache invalidation", () => {
  it("serves cached reads past a database change, and every view shows a staff write at once", async () => {
    const before = await reads();
    expect(before.detail).toBe(product.stock);
    expect(before.card).toBe(product.stock);
    expect(before.highlighted).toBe(product.stock);

    // A change made behind the app's back is not seen until the cache expires…
    await t.db.update(products).set({ stock: 7 }).where(eq(products.id, product.id));
    expect(await reads()).toEqual(before);

    // …but a staff edit through the back office clears it: product page, listing and home highlights.
    const staff = await signInAsStaff(t.db);
    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.id}/stock/`,
      headers: staff.headers,
      payload: { stock: 5, expected_stock: 7 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await reads()).toEqual({ detail: 5, card: 5, highlighted: 5 });
  });
});
