import { products } from "@server/db/schema/catalog";
import { loadCartLines } from "@server/modules/checkout/checkout.repository";
import { fillCart, makeCustomer } from "@server/testing/checkout-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productDeliveryFacts } from "./product-detail.service";

let t: TestApp;
let cakeId: number;
let boxId: number;

const idOf = async (slug: string) => {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`seed has no ${slug}`);
  return row.id;
};

beforeAll(async () => {
  t = await createTestApp();
  cakeId = await idOf("black-forest-cake-1kg");
  boxId = await idOf("signature-box-16");
});
afterAll(() => t.close());

describe("productDeliveryFacts", () => {
  it("names a product on sale and says whether it goes only by hand, within how many days", async () => {
    expect(await productDeliveryFacts(t.deps, cakeId)).toEqual({
      name: "Black Forest Cake (1 kg)",
      isPerishable: true,
      maxDaysAhead: 3,
    });
    expect(await productDeliveryFacts(t.deps, boxId)).toMatchObject({
      isPerishable: false,
      maxDaysAhead: null,
    });
  });

  it("knows nothing of a hidden or unknown product", async () => {
    const hidden = await idOf("red-velvet-cupcakes-6");
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    expect(await productDeliveryFacts(t.deps, hidden)).toBeNull();
    expect(await productDeliveryFacts(t.deps, 999_999)).toBeNull();
  });
});

describe("checkout's cart lines", () => {
  it("carry each product's perishability and days", async () => {
    const { user } = await makeCustomer(t.db);
    await fillCart(t.db, user.id, [
      { productId: cakeId, quantity: 1 },
      { productId: boxId, quantity: 2 },
    ]);
    const lines = await loadCartLines(t.db, user.id);
    const facts = Object.fromEntries(
      lines.map((line) => [line.productId, [line.isPerishable, line.maxDaysAhead]]),
    );
    expect(facts).toEqual({ [cakeId]: [true, 3], [boxId]: [false, null] });
  });
});
