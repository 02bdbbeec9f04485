import { synonymGroup, synonymGroupList } from "@contract/admin/search-synonyms";
import { synonymGroups } from "@server/modules/catalog/synonyms.service";
import { adminClient } from "@server/testing/admin-client";
import { failWrites } from "@server/testing/fail-writes";
import { itRace, together } from "@server/testing/race";
import { vocabulary } from "@server/testing/search-index-kit";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, "search@mithaas.in");
});
afterAll(() => t.close());

const list = async () => synonymGroupList.parse((await admin.get("/search-synonyms/")).json()).results;
/** What search reads: the groups through the public cache. */
const searchGroups = () => synonymGroups({ db: t.db, publicCache: t.publicCache });
const create = async (words: string[]) => {
  const res = await admin.post("/search-synonyms/", { words });
  expect(res.statusCode, res.body).toBe(201);
  return synonymGroup.parse(res.json());
};

describe("search synonyms in the back office", () => {
  it("lists the seeded groups", async () => {
    const groups = await list();
    expect(groups).toHaveLength(26);
    expect(groups[0]).toEqual({ id: expect.any(Number), words: ["mithai", "sweets", "sweet"] });
  });

  it("adds a group, in lower case without accents, that search uses and corrects towards at once; audited", async () => {
    expect(await searchGroups()).not.toContainEqual(["gajak", "chikki"]); // fills the cache
    const made = await create([" Gajak", "CHIKKÍ "]);
    expect(made.words).toEqual(["gajak", "chikki"]);
    expect(await searchGroups()).toContainEqual(["gajak", "chikki"]);
    expect(await vocabulary(t)).toEqual(expect.arrayContaining(["chikki", "gajak"]));
    const [audit] = await admin.audit("search_synonyms", made.id);
    expect(audit).toMatchObject({
      action: "create",
      staff_email: "search@mithaas.in",
      before: null,
      after: { id: made.id, words: ["gajak", "chikki"] },
    });
  });

  it("refuses (409) a word that is already in another group, naming that group", async () => {
    const res = await admin.post("/search-synonyms/", { words: ["mishti", "Sweets"] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("“sweets” is already in the group mithai, sweets, sweet");
    expect((await list()).flatMap((group) => group.words)).not.toContain("mishti");
  });

  it("answers 400 for too few or too many words, a word twice, spaces or symbols, and stop words", async () => {
    const errorsOf = async (words: unknown) => {
      const res = await admin.post("/search-synonyms/", { words });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errorsOf(["solo"])).toEqual({ words: ["A group has 2 to 10 words"] });
    expect(await errorsOf(Array.from({ length: 11 }, (_, i) => `word${i}`))).toEqual({
      words: ["A group has 2 to 10 words"],
    });
    expect(await errorsOf(["tilkut", "TILKUT"])).toEqual({
      "words.1": ["This word is already in the group"],
    });
    const bad = "Each word must be 2–30 letters or digits, with no spaces";
    expect(await errorsOf(["soan papdi", "x", "a".repeat(31), "kaju-katli"])).toEqual({
      "words.0": [bad],
      "words.1": [bad],
      "words.2": [bad],
      "words.3": [bad],
    });
    expect(await errorsOf(["gift", "present"])).toEqual({
      "words.0": ["“gift” is left out of every search, so it cannot be a synonym"],
    });
  });

  it("edits a group: its own words are no conflict, a word dropped leaves the vocabulary; audited", async () => {
    const made = await create(["revdi", "rewari"]);
    expect(await searchGroups()).toContainEqual(["revdi", "rewari"]);
    const res = await admin.put(`/search-synonyms/${made.id}/`, { words: ["revdi", "rewri"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: made.id, words: ["revdi", "rewri"] });
    expect(await searchGroups()).toContainEqual(["revdi", "rewri"]);
    const words = await vocabulary(t);
    expect(words).toContain("rewri");
    expect(words).not.toContain("rewari");
    const taken = await admin.put(`/search-synonyms/${made.id}/`, { words: ["revdi", "bday"] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("“bday” is already in the group bday, birthday, hbd");
    const [audit] = await admin.audit("search_synonyms", made.id);
    expect(audit).toMatchObject({
      action: "update",
      before: { words: ["revdi", "rewari"] },
      after: { words: ["revdi", "rewri"] },
    });
  });

  it("deletes a group: gone from search and the vocabulary, audited; a second delete is 404", async () => {
    const made = await create(["ghevar", "ghewar"]);
    expect(await searchGroups()).toContainEqual(["ghevar", "ghewar"]);
    const res = await admin.delete(`/search-synonyms/${made.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Synonym group deleted" });
    expect(await searchGroups()).not.toContainEqual(["ghevar", "ghewar"]);
    expect(await vocabulary(t)).not.toContain("ghewar");
    const [audit] = await admin.audit("search_synonyms", made.id);
    expect(audit).toMatchObject({ action: "delete", before: { words: ["ghevar", "ghewar"] }, after: null });
    expect((await admin.delete(`/search-synonyms/${made.id}/`)).statusCode).toBe(404);
    expect((await admin.put(`/search-synonyms/${made.id}/`, { words: ["aa", "bb"] })).statusCode).toBe(404);
  });

  it("changes nothing when the vocabulary cannot be rebuilt: the group and the words go together", async () => {
    const before = await list();
    const broken = await failWrites(t.db, "search_words", "insert");
    try {
      expect((await admin.post("/search-synonyms/", { words: ["imarti", "jangiri"] })).statusCode).toBe(500);
    } finally {
      await broken.restore();
    }
    expect(await list()).toEqual(before);
    expect(await vocabulary(t)).not.toContain("imarti");
  });

  itRace("lets only one of ten saves at once put the same word in a group", async () => {
    const results = await together(10, (index) =>
      admin.post("/search-synonyms/", { words: [`kalakand${index}`, "doodhpeda"] }),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const holding = (await list()).filter((group) => group.words.includes("doodhpeda"));
    expect(holding).toHaveLength(1);
  });
});
