import { type CategoryProductsResponse, categoryProductsResponse } from "@contract/catalog";
import { toPaise } from "@contract/money";
import { categories, products } from "@server/db/schema/catalog";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let chocolates: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select().from(categories).where(eq(categories.slug, "chocolate-boxes"));
  if (!row) throw new Error("seed has no chocolate-boxes category");
  chocolates = row.id;
});
afterAll(() => t.close());

const list = async (url: string): Promise<CategoryProductsResponse> => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(200);
  return categoryProductsResponse.parse(res.json());
};
const paid = (card: { price: string; discounted_price: string | null }) =>
  toPaise(card.discounted_price ?? card.price);

describe("GET /api/products/categories/{id}/products/", () => {
  it("lists a category's active products, newest first by default", async () => {
    const page = await list(`/api/products/categories/${chocolates}/products/`);
    const rows = await t.db.select().from(products).where(eq(products.categoryId, chocolates));
    const expected = rows
      .filter((row) => row.isActive)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => row.id);
    expect(page.category_name).toBe("Chocolate Boxes");
    expect(page.count).toBe(expected.length);
    expect(page.results.map((card) => card.id)).toEqual(expected.slice(0, 24));
    expect(page.next === null).toBe(expected.length <= 24);
    expect(page.previous).toBeNull();
    expect(page.results[0]?.main_image).toMatch(/^\/media\/seed\/products\/.+\.jpg$/);
  });

  it.each([
    ["price_low", (a: number, b: number) => a - b],
    ["price_high", (a: number, b: number) => b - a],
  ])("sorts by the price the shopper pays (%s), ties broken by id", async (sort, compare) => {
    const page = await list(`/api/products/categories/${chocolates}/products/?sort=${sort}`);
    const rows = await t.db.select().from(products).where(eq(products.categoryId, chocolates));
    const payOf = (row: (typeof rows)[number]) => row.discountedPricePaise ?? row.pricePaise;
    const expected = rows
      .filter((row) => row.isActive)
      .sort((a, b) => compare(payOf(a), payOf(b)) || a.id - b.id)
      .map((row) => row.id);
    expect(page.results.map((card) => card.id)).toEqual(expected.slice(0, 24));
    expect(new Set(page.results.map(paid)).size).toBeGreaterThan(1);
  });

  it("finds products by the start of a word, in any case, in the name or the description", async () => {
    const mithai = await t.db.select().from(categories).where(eq(categories.slug, "dry-fruits-mithai"));
    const id = mithai[0]?.id;
    const byPart = await list(`/api/products/categories/${id}/products/?search=KAJ`);
    expect(byPart.results.map((card) => card.name)).toContain("Kaju Katli (500 g)");
    const byDescription = await list(`/api/products/categories/${id}/products/?search=varq`);
    expect(byDescription.results.map((card) => card.name)).toContain("Kaju Katli (500 g)");
    const none = await list(`/api/products/categories/${id}/products/?search=zzzqqq`);
    expect(none).toMatchObject({ count: 0, results: [], next: null, previous: null });
  });

  it("needs every word of a search to match (name, category, occasions or description), and treats % and _ literally", async () => {
    const both = await list(`/api/products/categories/${chocolates}/products/?search=box%20dark`);
    const onlyBox = await list(`/api/products/categories/${chocolates}/products/?search=box`);
    expect(both.count).toBeGreaterThan(0);
    expect(both.count).toBeLessThan(onlyBox.count);
    for (const card of both.results) {
      const [row] = await t.db.select().from(products).where(eq(products.id, card.id));
      const text = `${row?.name} ${row?.searchTerms} ${row?.description}`.toLowerCase();
      expect(text).toContain("box");
      expect(text).toContain("dark");
    }
    // As wildcards these would match everything.
    expect((await list(`/api/products/categories/${chocolates}/products/?search=%25%25%25`)).count).toBe(0);
    expect((await list(`/api/products/categories/${chocolates}/products/?search=___`)).count).toBe(0);
  });

  it("never lists inactive products", async () => {
    const before = await list(`/api/products/categories/${chocolates}/products/`);
    const hidden = before.results[0]?.id ?? 0;
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    await t.publicCache.invalidate();
    try {
      const after = await list(`/api/products/categories/${chocolates}/products/`);
      expect(after.results.map((card) => card.id)).not.toContain(hidden);
      expect(after.count).toBe(before.count - 1);
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, hidden));
      await t.publicCache.invalidate();
    }
  });

  it("answers 404 for an unknown or inactive category", async () => {
    for (const url of ["/api/products/categories/99999/products/"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Category not found" });
    }
  });

  it.each([
    ["sort=newest", "sort"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["page=1.5", "page"],
    ["page=1&page=2", "page"],
  ])("answers 400 with a clear message for %s", async (query, field) => {
    const res = await t.app.inject({ url: `/api/products/categories/${chocolates}/products/?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field][0]).toMatch(
      field === "sort" ? /Sort must be one of -created_at/ : /Page must be a whole number/,
    );
  });
});

describe("pages of a long category", () => {
  let big: number;
  beforeAll(async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ slug: "paging-test", name: "Paging Test", imageKey: "seed/categories/cakes.jpg" })
      .returning();
    big = category?.id ?? 0;
    // 53 products, some sharing a price and a creation time, so tie-breaking is exercised too.
    const createdAt = new Date("2026-01-01T00:00:00Z");
    await t.db.insert(products).values(
      Array.from({ length: 53 }, (_, i) => ({
        categoryId: big,
        slug: `paging-${i}`,
        name: `Paging Truffle ${i}`,
        description: i % 2 === 0 ? "Even tray" : "Odd tray",
        pricePaise: 10000 + (i % 7) * 1000,
        discountedPricePaise: i % 3 === 0 ? 9000 : null,
        stock: i,
        createdAt: new Date(createdAt.getTime() + (i % 10) * 1000),
      })),
    );
    await t.publicCache.invalidate();
  });

  it.each(["-created_at", "price_low", "price_high"])(
    "partitions the category exactly when following next (%s)",
    async (sort) => {
      const seen: number[] = [];
      let url: string | null = `/api/products/categories/${big}/products/?sort=${sort}`;
      let pages = 0;
      while (url) {
        const page: CategoryProductsResponse = await list(url);
        expect(page.count).toBe(53);
        expect(page.results.length).toBe(pages < 2 ? 24 : 5);
        seen.push(...page.results.map((card) => card.id));
        url = page.next;
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(53);
    },
  );

  it("keeps sort and search in next and previous, and answers an empty page past the end", async () => {
    const first = await list(`/api/products/categories/${big}/products/?sort=price_low&search=paging%20tray`);
    expect(first.count).toBe(53);
    expect(first.next).toBe(
      `/api/products/categories/${big}/products/?sort=price_low&search=paging+tray&page=2`,
    );
    const second = await list(first.next ?? "");
    expect(second.previous).toBe(
      `/api/products/categories/${big}/products/?sort=price_low&search=paging+tray&page=1`,
    );
    const even = await list(`/api/products/categories/${big}/products/?search=EVEN%20paging`);
    expect(even.count).toBe(27);
    const past = await list(`/api/products/categories/${big}/products/?page=9`);
    expect(past).toMatchObject({ count: 53, results: [], next: null });
    expect(past.previous).toBe(`/api/products/categories/${big}/products/?sort=-created_at&page=3`);
  });
});
