import { freshDatabase } from "@server/testing/test-database";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./connect";
import { categories, occasions, productOccasions, products, searchSynonyms, searchWords } from "./schema";
import { rebuildSearchWords, refreshSearchTerms } from "./search-index";

let database: Database;
let ids: { cake: number; truffles: number; hidden: number; birthday: number; retired: number };

const termsOf = async (id: number) =>
  (await database.db.select({ terms: products.searchTerms }).from(products).where(eq(products.id, id)))[0]
    ?.terms;
const words = async () =>
  (await database.db.select().from(searchWords).orderBy(asc(searchWords.word))).map((row) => row.word);
const matches = async (query: string) => {
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.searchVector} @@ to_tsquery('simple', ${query})`)
    .orderBy(asc(products.id));
  return rows.map((row) => row.id);
};

beforeAll(async () => {
  database = await freshDatabase();
  const { db } = database;
  const [cakes] = await db
    .insert(categories)
    .values({ slug: "cakes", name: "Cakes", imageKey: "c.jpg" })
    .returning({ id: categories.id });
  const categoryId = cakes?.id ?? 0;
  const product = (slug: string, name: string, isActive = true) => ({
    categoryId,
    slug,
    name,
    description: "Baked in Pune 24 hours before it leaves",
    pricePaise: 89_900,
    isActive,
  });
  const rows = await db
    .insert(products)
    .values([
      product("cake", "Belgian Truffle Cake 1kg"),
      product("truffles", "Rasmalai Truffles"),
      product("hidden", "Secret Zebrafudge", false),
    ])
    .returning({ id: products.id });
  const tags = await db
    .insert(occasions)
    .values([
      { kind: "occasion", slug: "birthday", title: "Birthday" },
      { kind: "recipient", slug: "retired", title: "Retirement", isActive: false },
    ])
    .returning({ id: occasions.id });
  ids = {
    cake: rows[0]?.id ?? 0,
    truffles: rows[1]?.id ?? 0,
    hidden: rows[2]?.id ?? 0,
    birthday: tags[0]?.id ?? 0,
    retired: tags[1]?.id ?? 0,
  };
  await db.insert(productOccasions).values([
    { productId: ids.cake, occasionId: ids.birthday },
    { productId: ids.cake, occasionId: ids.retired },
  ]);
  await db.insert(searchSynonyms).values({ words: ["bday", "birthday"] });
});

afterAll(() => database.close());

describe("search index (decision 26)", () => {
  it("writes the category's name and the active occasions' titles, only in scope", async () => {
    await refreshSearchTerms(database.db, { productIds: [ids.truffles] });
    expect(await termsOf(ids.truffles)).toBe("Cakes");
    expect(await termsOf(ids.cake)).toBe("");

    await refreshSearchTerms(database.db, { occasionId: ids.birthday });
    expect(await termsOf(ids.cake)).toBe("Cakes Birthday");

    await database.db.update(categories).set({ name: "Celebration Cakes" });
    await refreshSearchTerms(database.db, "all");
    expect(await termsOf(ids.cake)).toBe("Celebration Cakes Birthday");
    expect(await termsOf(ids.truffles)).toBe("Celebration Cakes");
  });

  it("leaves a product whose terms did not change unwritten", async () => {
    const before = await database.db
      .select({ at: products.updatedAt, ctid: sql<string>`ctid::text` })
      .from(products)
      .where(eq(products.id, ids.cake));
    await refreshSearchTerms(database.db, { productIds: [ids.cake] });
    const after = await database.db
      .select({ at: products.updatedAt, ctid: sql<string>`ctid::text` })
      .from(products)
      .where(eq(products.id, ids.cake));
    expect(after).toEqual(before);
  });

  it("indexes the name, the terms and the description in the generated document", async () => {
    expect(await matches("belgian & truffle")).toEqual([ids.cake]);
    expect(await matches("birthday")).toEqual([ids.cake]);
    expect(await matches("celebration")).toEqual([ids.cake, ids.truffles, ids.hidden]);
    expect(await matches("pune")).toEqual([ids.cake, ids.truffles, ids.hidden]);
    expect(await matches("retirement")).toEqual([]);
  });

  it("builds the vocabulary from active products' names and terms and every synonym", async () => {
    await rebuildSearchWords(database.db);
    const vocabulary = await words();
    expect(vocabulary).toEqual(
      expect.arrayContaining([
        "bday",
        "belgian",
        "birthday",
        "cake",
        "cakes",
        "celebration",
        "rasmalai",
        "truffles",
      ]),
    );
    // Hidden products, descriptions, digits and words under 3 letters stay out.
    for (const absent of ["zebrafudge", "secret", "pune", "baked", "1kg", "kg"])
      expect(vocabulary).not.toContain(absent);
    expect(new Set(vocabulary).size).toBe(vocabulary.length);
  });

  it("corrects towards the vocabulary with trigram similarity", async () => {
    const { rows } = (await database.db.execute(
      sql`select word from search_words where word % 'trufles' order by similarity(word, 'trufles') desc limit 1`,
    )) as unknown as { rows: { word: string }[] };
    expect(rows).toEqual([{ word: "truffles" }]);
  });

  it.runIf(process.env.TEST_DB === "postgres")(
    "gives one consistent vocabulary when two saves rebuild it at once",
    async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => database.db.transaction((tx) => rebuildSearchWords(tx))),
      );
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      const vocabulary = await words();
      expect(vocabulary).toContain("truffles");
      expect(new Set(vocabulary).size).toBe(vocabulary.length);
    },
  );
});
