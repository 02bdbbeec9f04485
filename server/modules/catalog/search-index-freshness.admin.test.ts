import { adminProduct, type ProductFormValues } from "@contract/admin/catalog";
import { adminCategory } from "@contract/admin/categories";
import { categories } from "@server/db/schema/catalog";
import { productForm, sendAs, storedPicture } from "@server/testing/admin-catalog-kit";
import { failWrites } from "@server/testing/fail-writes";
import { documentMatches, vocabulary as vocabularyOf } from "@server/testing/search-index-kit";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Decision 26: staff writes keep the search document and the vocabulary fresh in their own transaction.
let t: TestApp;
let send: ReturnType<typeof sendAs>;
let categoryId: number;
let categoryImage: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  send = sendAs(t, (await signInAsStaff(t.db, "search@mithaas.in")).headers);
  categoryImage = await storedPicture(t);
  const res = await send("POST", "/api/admin/categories/", categoryForm("Festive Hampers"));
  categoryId = adminCategory.parse(res.json()).id;
});
afterAll(() => t.close());

function categoryForm(name: string, is_published = true) {
  return { name, slug: "festive", description: "", image_key: categoryImage, position: 0, is_published };
}

const found = (query: string) => documentMatches(t, query);
const vocabulary = () => vocabularyOf(t);

async function createProduct(overrides: Partial<ProductFormValues>) {
  const form = productForm(categoryId, { images: [{ key: await storedPicture(t) }], ...overrides });
  const res = await send("POST", "/api/admin/products/", form);
  expect(res.statusCode, res.body).toBe(201);
  return adminProduct.parse(res.json());
}

const formOf = (saved: ReturnType<typeof adminProduct.parse>, overrides: Partial<ProductFormValues> = {}) =>
  productForm(categoryId, {
    name: saved.name,
    slug: saved.slug,
    price: saved.price,
    discounted_price: saved.discounted_price,
    stock: saved.stock,
    expected_stock: saved.stock,
    images: saved.images,
    is_published: saved.is_published,
    ...overrides,
  });

describe("staff writes keep search fresh", () => {
  it("finds a new product by its name and category at once, and adds its words to the vocabulary", async () => {
    const saved = await createProduct({ name: "Saffron Pistachio Barfi" });
    expect(await found("saffron & pistachio")).toEqual([saved.id]);
    expect(await found("festive & hampers")).toContain(saved.id);
    expect(await vocabulary()).toEqual(expect.arrayContaining(["barfi", "festive", "pistachio", "saffron"]));
  });

  it("finds a renamed product by its new name only, and drops its old words from the vocabulary", async () => {
    const saved = await createProduct({ name: "Quince Crumble Tin" });
    const res = await send(
      "PUT",
      `/api/admin/products/${saved.id}/`,
      formOf(saved, { name: "Guava Cheese Tin" }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await found("guava")).toEqual([saved.id]);
    expect(await found("quince")).toEqual([]);
    const words = await vocabulary();
    expect(words).toContain("guava");
    expect(words).not.toContain("quince");
  });

  it("finds a renamed category's products by its new name at once", async () => {
    const saved = await createProduct({ name: "Coconut Ladoo" });
    const res = await send("PUT", `/api/admin/categories/${categoryId}/`, categoryForm("Celebration Boxes"));
    expect(res.statusCode, res.body).toBe(200);
    expect(await found("celebration")).toContain(saved.id);
    expect(await found("hampers")).toEqual([]);
    const words = await vocabulary();
    expect(words).toEqual(expect.arrayContaining(["boxes", "celebration"]));
    expect(words).not.toContain("hampers");
  });

  it("takes a hidden product's words out of the vocabulary, back when it is shown, out when it is deleted", async () => {
    const saved = await createProduct({ name: "Jaggery Walnut Fudge" });
    expect(await vocabulary()).toContain("jaggery");
    await send("PUT", `/api/admin/products/${saved.id}/`, formOf(saved, { is_published: false }));
    expect(await vocabulary()).not.toContain("jaggery");
    await send("PUT", `/api/admin/products/${saved.id}/`, formOf(saved, { is_published: true }));
    expect(await vocabulary()).toContain("jaggery");
    expect((await send("DELETE", `/api/admin/products/${saved.id}/`)).statusCode).toBe(200);
    expect(await vocabulary()).not.toContain("jaggery");
  });

  it("rebuilds nothing for a stock edit or a save that changes no word, only for one that does", async () => {
    const saved = await createProduct({ name: "Rose Petal Gulkand" });
    // With the vocabulary unwritable, only a write that rebuilds it fails.
    const broken = await failWrites(t.db, "search_words", "delete");
    try {
      const stock = await send("PUT", `/api/admin/products/${saved.id}/stock/`, {
        stock: 40,
        expected_stock: saved.stock,
      });
      expect(stock.statusCode, stock.body).toBe(200);
      const priced = await send(
        "PUT",
        `/api/admin/products/${saved.id}/`,
        formOf(saved, { price: "999.00", stock: 40, expected_stock: 40 }),
      );
      expect(priced.statusCode, priced.body).toBe(200);
      const renamed = await send(
        "PUT",
        `/api/admin/products/${saved.id}/`,
        formOf(saved, { name: "Rose Petal Jam", stock: 40, expected_stock: 40 }),
      );
      expect(renamed.statusCode).toBe(500);
    } finally {
      await broken.restore();
    }
    expect(await found("gulkand")).toEqual([saved.id]);
    expect(await found("jam")).toEqual([]);
  });

  it("changes nothing when the vocabulary cannot be written half-way through a category rename", async () => {
    const saved = await createProduct({ name: "Kesar Peda" });
    const [before] = await t.db.select().from(categories).where(eq(categories.id, categoryId));
    const wordsBefore = await vocabulary();
    const broken = await failWrites(t.db, "search_words", "insert");
    try {
      const res = await send("PUT", `/api/admin/categories/${categoryId}/`, categoryForm("Sweet Treasures"));
      expect(res.statusCode).toBe(500);
    } finally {
      await broken.restore();
    }
    const [after] = await t.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(after?.name).toBe(before?.name);
    expect(await found("treasures")).toEqual([]);
    expect(await found("celebration")).toContain(saved.id);
    expect(await vocabulary()).toEqual(wordsBefore);
  });
});
