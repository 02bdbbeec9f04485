import { adminProduct } from "@contract/admin/catalog";
import { products } from "@server/db/schema/catalog";
import { auditRowsOf, productForm, sendAs, storedPicture } from "@server/testing/admin-catalog-kit";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { failWrites } from "@server/testing/fail-writes";
import { itRace, together } from "@server/testing/race";
import { signInAsStaff } from "@server/testing/sign-in";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let send: ReturnType<typeof sendAs>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
  send = sendAs(t, (await signInAsStaff(t.db, "stock@mithaas.in")).headers);
});
afterAll(() => t.close());

const setStock = (id: number, stock: number, expected: number) =>
  send("PUT", `/api/admin/products/${id}/stock/`, { stock, expected_stock: expected });
const publicStock = async (id: number) => (await t.app.inject({ url: `/api/products/${id}/` })).json().stock;

/** A checkout taking one unit at ₹1,000 (free shipping from ₹999). */
async function buyOne(productId: number) {
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId, quantity: 1 }]);
  return () =>
    createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "0.00",
      discount_amount: 0,
      total_amount: 1000,
    });
}

describe("quick stock edits", () => {
  it("sets the stock staff typed, shows it in the store at once and records before → after", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 4 });
    expect(await publicStock(product.id)).toBe(4);
    const res = await setStock(product.id, 25, 4);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: product.id, stock: 25 });
    expect(await publicStock(product.id)).toBe(25);
    const [row] = await auditRowsOf(t, "product", product.id);
    expect(row).toMatchObject({ action: "stock", before: { stock: 4 }, after: { stock: 25 } });
  });

  it("answers 409 with the current number when checkout sold a unit after staff looked, and keeps the sale", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 5 });
    const seen = 5;
    expect((await (await buyOne(product.id))()).statusCode).toBe(201);
    const res = await setStock(product.id, 10, seen);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.stock[0]).toMatch(/changed to 4/);
    expect(await stockOf(t, product.id)).toBe(4);
    expect(await auditRowsOf(t, "product", product.id)).toEqual([]);
  });

  it("validates the number (400) and answers 404 for a product that is not there", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 5 });
    expect((await setStock(product.id, -1, 5)).json().errors).toHaveProperty("stock");
    expect((await setStock(product.id, 2.5, 5)).statusCode).toBe(400);
    expect((await setStock(999_999, 1, 5)).statusCode).toBe(404);
  });

  it("changes nothing when the audit row cannot be written (one transaction)", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 6 });
    await publicStock(product.id);
    const failure = await failWrites(t.db, "audit_log", "insert");
    try {
      expect((await setStock(product.id, 60, 6)).statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect(await stockOf(t, product.id)).toBe(6);
    expect(await publicStock(product.id)).toBe(6);
    expect((await setStock(product.id, 60, 6)).statusCode).toBe(200);
  });

  itRace("lets one of ten staff edits made from the same number win; the others get 409", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 3 });
    const results = await together(10, (i) => setStock(product.id, 100 + i, 3));
    const won = results.filter((res) => res.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(9);
    expect(await stockOf(t, product.id)).toBe(won[0]?.json().stock);
    expect(await auditRowsOf(t, "product", product.id)).toHaveLength(1);
  });

  itRace(
    "never undoes a sale: a stock edit racing checkouts ends at what staff set minus what sold after it",
    async () => {
      // Staff type their number after seeing 8, and save it before any sale, after the first, or after
      // the third, while the other checkouts are still running.
      for (const salesBefore of [0, 1, 3]) {
        const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 8 });
        const buys = await Promise.all(Array.from({ length: 6 }, () => buyOne(product.id)));
        let finished = 0;
        let release = () => {};
        const enoughSold = new Promise<void>((resolve) => {
          release = resolve;
        });
        if (salesBefore === 0) release();
        const sales = buys.map((buy) =>
          buy().then((res) => {
            if (++finished === salesBefore) release();
            return res;
          }),
        );
        const staff = await enoughSold.then(() => setStock(product.id, 50, 8));
        const sold = (await Promise.all(sales)).filter((res) => res.statusCode === 201).length;
        // Written only while the stock was still 8, so every sale came after it; else refused.
        const expected = staff.statusCode === 200 ? 50 - sold : 8 - sold;
        expect({ salesBefore, stock: await stockOf(t, product.id) }).toEqual({
          salesBefore,
          stock: expected,
        });
        expect([200, 409]).toContain(staff.statusCode);
      }
    },
  );
});

describe("stock in the product form", () => {
  const makeWithForm = async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 10 });
    const form = productForm(product.categoryId, {
      name: product.name,
      price: "1000.00",
      discounted_price: null,
      stock: 10,
      expected_stock: 10,
      images: [{ key: await storedPicture(t) }],
    });
    return { product, form };
  };

  it("keeps what checkout sold when staff save the form without touching the stock", async () => {
    const { product, form } = await makeWithForm();
    expect((await (await buyOne(product.id))()).statusCode).toBe(201);
    const res = await send("PUT", `/api/admin/products/${product.id}/`, { ...form, name: "Renamed box" });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminProduct.parse(res.json())).toMatchObject({ name: "Renamed box", stock: 9 });
  });

  it("refuses (409) a typed stock when the stock changed since the form was opened, saving nothing", async () => {
    const { product, form } = await makeWithForm();
    await t.db.update(products).set({ stock: 7 }).where(eq(products.id, product.id));
    const res = await send("PUT", `/api/admin/products/${product.id}/`, {
      ...form,
      name: "Renamed",
      stock: 20,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.stock[0]).toMatch(/changed to 7/);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ stock: 7, name: product.name });

    const fresh = await send("PUT", `/api/admin/products/${product.id}/`, {
      ...form,
      stock: 20,
      expected_stock: 7,
    });
    expect(fresh.json().stock).toBe(20);
  });

  it("needs the stock staff saw when editing", async () => {
    const { product, form } = await makeWithForm();
    const res = await send("PUT", `/api/admin/products/${product.id}/`, { ...form, expected_stock: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("expected_stock");
  });

  it("changes nothing when a late part of the save fails (one transaction)", async () => {
    const { product, form } = await makeWithForm();
    const before = await send("GET", `/api/admin/products/${product.id}/`);
    const failure = await failWrites(t.db, "audit_log", "insert");
    try {
      const res = await send("PUT", `/api/admin/products/${product.id}/`, {
        ...form,
        name: "Half saved",
        stock: 30,
        faqs: [{ question: "New?", answer: "Yes" }],
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect((await send("GET", `/api/admin/products/${product.id}/`)).json()).toEqual(before.json());
  });
});
