import { toPaise } from "@contract/money";
import { type SearchResponse, searchResponse, suggestionsResponse } from "@contract/search";
import { categories, products } from "@server/db/schema/catalog";
import { rebuildSearchWords, refreshSearchTerms } from "@server/db/search-index";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let ids: { cakes: number; rasMalai: number; darkOnlyInText: number; soldOut: number };

beforeAll(async () => {
  t = await createTestApp();
  const [cakes] = await t.db.select().from(categories).where(eq(categories.slug, "cakes"));
  const categoryId = cakes?.id ?? 0;
  const base = { categoryId, description: "", pricePaise: 99_900, stock: 5 };
  const rows = await t.db
    .insert(products)
    .values([
      { ...base, slug: "ras-malai-tres-leches", name: "Ras Malai Tres Leches" },
      { ...base, slug: "plain-sponge", name: "Plain Sponge", description: "Topped with zanzibar glaze" },
      { ...base, slug: "zanzibar-sold-out", name: "Zanzibar Loaf", stock: 0 },
    ])
    .returning({ id: products.id });
  ids = {
    cakes: categoryId,
    rasMalai: rows[0]?.id ?? 0,
    darkOnlyInText: rows[1]?.id ?? 0,
    soldOut: rows[2]?.id ?? 0,
  };
  await refreshSearchTerms(t.db, { productIds: rows.map((row) => row.id) });
  await rebuildSearchWords(t.db);
  await t.publicCache.invalidate();
});
afterAll(() => t.close());

const search = async (query: string): Promise<SearchResponse> => {
  const res = await t.app.inject({ url: `/api/products/search/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponse.parse(res.json());
};
const names = (answer: SearchResponse) => answer.results.map((card) => card.name);

describe("GET /api/products/search/ (decision 26)", () => {
  it.each([
    ["choclate", "chocolate"],
    ["truffel", "truffle"],
    ["brithday hamper", "birthday hamper"],
    ["kjau katli", "kaju katli"],
  ])("forgives the typo in %s, finding what %s finds", async (typed, corrected) => {
    const answer = await search(`q=${encodeURIComponent(typed)}`);
    expect(answer.did_you_mean).toBe(corrected);
    const spelt = await search(`q=${encodeURIComponent(corrected)}`);
    expect(spelt.count).toBeGreaterThan(0);
    expect(answer.count).toBe(spelt.count);
  });

  it("ignores word order and case", async () => {
    const one = await search("q=Chocolate%20DARK");
    const other = await search("q=dark%20chocolate");
    expect(one.count).toBeGreaterThan(0);
    expect(names(one)).toEqual(names(other));
    expect(one.did_you_mean).toBeNull();
  });

  it("finds a run-together word the shop writes as two, and two words it writes as one", async () => {
    expect(names(await search("q=rasmalai"))).toEqual(
      expect.arrayContaining(["Rasmalai Fusion Cake (1 kg)", "Ras Malai Tres Leches"]),
    );
    expect(names(await search("q=ras%20malai"))).toEqual(
      expect.arrayContaining(["Rasmalai Fusion Cake (1 kg)", "Ras Malai Tres Leches"]),
    );
  });

  it("finds mithai when the shopper types sweets, and occasions by their title", async () => {
    expect(names(await search("q=sweets"))).toContain("Kaju Katli (500 g)");
    expect(names(await search("q=bday%20cake"))).toContain("Black Forest Cake (1 kg)");
  });

  it("ranks a name match above a description-only one, and sold-out products last", async () => {
    const answer = await search("q=zanzibar");
    expect(answer.results.map((card) => card.id)).toEqual([ids.darkOnlyInText, ids.soldOut]);
    const byPrice = await search("q=zanzibar&sort=price_low");
    expect(byPrice.results.map((card) => card.id)).toEqual([ids.darkOnlyInText, ids.soldOut]);
  });

  it("answers no result with close matches and popular gifts, not a blank page", async () => {
    const answer = await search("q=truffle%20zzzqqq");
    expect(answer).toMatchObject({ count: 0, results: [], next: null });
    expect(answer.close_matches.length).toBeGreaterThan(0);
    expect(answer.close_matches.every((card) => card.stock > 0)).toBe(true);
    expect(answer.popular).toHaveLength(8);
    const nothingTyped = await search("q=");
    expect(nothingTyped.popular).toHaveLength(8);
    expect(nothingTyped.results).toEqual([]);
  });

  it.each([
    "'; drop table products; --",
    "a & b | !c <-> d:*",
    "100% _sale_ \\",
    "(.*)+[a-z]{2,}",
    "काजू कतली",
    "🎂🎁",
  ])("treats %s as plain text", async (typed) => {
    const answer = await search(`q=${encodeURIComponent(typed)}`);
    expect(answer.count).toBeGreaterThanOrEqual(0);
  });

  it("refuses an over-long query or a control character with a clear 400", async () => {
    const long = await t.app.inject({ url: `/api/products/search/?q=${"a".repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.q[0]).toBe("Search must be at most 100 characters");
    const control = await t.app.inject({ url: "/api/products/search/?q=kaju%07" });
    expect(control.statusCode).toBe(400);
  });

  it("filters by price band on the price paid, bounds included", async () => {
    const answer = await search("q=cake&price=500-999");
    expect(answer.count).toBeGreaterThan(0);
    for (const card of answer.results) {
      const paid = toPaise(card.discounted_price ?? card.price);
      expect(paid).toBeGreaterThanOrEqual(50_000);
      expect(paid).toBeLessThanOrEqual(99_999);
    }
  });

  it("filters by occasion and recipient, and answers 404 for one that is not shown", async () => {
    const answer = await search("q=chocolate&occasion=birthday&recipient=for-kids");
    expect(answer.count).toBeGreaterThan(0);
    const unknown = await t.app.inject({ url: "/api/products/search/?q=cake&occasion=for-kids" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Occasion not found" });
  });

  it("needs both a pincode and a date", async () => {
    const res = await t.app.inject({ url: "/api/products/search/?q=cake&pincode=411004" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pincode[0]).toBe("Choose both a pincode and a date");
  });

  it("limits to a category when asked", async () => {
    const answer = await search(`q=cake&category=${ids.cakes}`);
    const rows = await t.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(
        inArray(
          products.id,
          answer.results.map((card) => card.id),
        ),
      );
    expect(new Set(rows.map((row) => row.categoryId))).toEqual(new Set([ids.cakes]));
  });
});

describe("GET /api/products/occasions/{slug}/products/", () => {
  it("lists an occasion's products with its title and description", async () => {
    const res = await t.app.inject({ url: "/api/products/occasions/wedding/products/" });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.occasion).toMatchObject({ slug: "wedding", kind: "occasion", title: "Wedding" });
    expect(answer.results.map((card: { name: string }) => card.name)).toContain("Shaadi Favour Box (4 pcs)");
    expect((await t.app.inject({ url: "/api/products/occasions/no-such/products/" })).statusCode).toBe(404);
  });
});

describe("GET /api/products/search/suggestions/", () => {
  it("offers at most 6 products, 3 categories and 3 occasions, and nothing below two letters", async () => {
    const res = await t.app.inject({ url: "/api/products/search/suggestions/?q=birth" });
    const answer = suggestionsResponse.parse(res.json());
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(6);
    expect(answer.occasions).toEqual([{ slug: "birthday", title: "Birthday", kind: "occasion" }]);
    const short = suggestionsResponse.parse(
      (await t.app.inject({ url: "/api/products/search/suggestions/?q=b" })).json(),
    );
    expect(short).toEqual({ query: "", products: [], categories: [], occasions: [] });
    const mom = suggestionsResponse.parse(
      (await t.app.inject({ url: "/api/products/search/suggestions/?q=mom" })).json(),
    );
    expect(mom.occasions.map((occasion) => occasion.slug)).toEqual(["for-parents"]);
  });
});
