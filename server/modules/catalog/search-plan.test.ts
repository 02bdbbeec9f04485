import { describe, expect, it } from "vitest";
import { type Spelling, searchPlan, singularsOf } from "./search-plan";

const synonyms = [
  ["mithai", "sweets", "sweet"],
  ["bday", "birthday", "hbd"],
  ["hamper", "basket"],
];
const known: Spelling = { known: true, near: [], splits: [] };
const spelling = (entries: Record<string, Spelling>) => new Map(Object.entries(entries));

describe("searchPlan (decision 26)", () => {
  it("looks for nothing when no word is left", () => {
    expect(searchPlan([], new Map(), synonyms)).toBeNull();
  });

  it.each([
    ["a word of three letters or more as a prefix", ["choc"], "('choc':*)"],
    ["a shorter word exactly", ["5"], "('5')"],
    ["a plural by its singulars too", ["hampers"], "('hampers':* | 'hamper':* | 'basket':*)"],
    ["a word by its synonym group", ["sweets"], "('sweets':* | 'mithai':* | 'sweet':*)"],
    ["cookies by cookie and cooky", ["cookies"], "('cookies':* | 'cookie':* | 'cooky':*)"],
  ])("finds %s", (_, words, query) => {
    expect(searchPlan(words, new Map(), synonyms)?.query).toBe(query);
  });

  it("requires every word, and lets two typed words be one in the shop", () => {
    const plan = searchPlan(["ras", "malai"], spelling({ ras: known, malai: known }), synonyms);
    expect(plan?.query).toBe("('ras':* | 'rasmalai') & ('malai':* | 'rasmalai')");
    expect(plan?.exact).toBe("'ras' & 'malai'");
    expect(plan?.anyGroup).toBe("('ras':* | 'rasmalai') | ('malai':* | 'rasmalai')");
    expect(plan?.didYouMean).toBeNull();
  });

  it("splits a run-together word the shop has as two", () => {
    const plan = searchPlan(
      ["rasmalai"],
      spelling({ rasmalai: { known: false, near: [], splits: ["ras malai"] } }),
      [],
    );
    expect(plan?.query).toBe("('rasmalai':* | ('ras' & 'malai'))");
    expect(plan?.didYouMean).toBe("ras malai");
  });

  it("corrects only unknown words, with the corrections' synonyms, and says so", () => {
    const plan = searchPlan(
      ["brithday", "hamper"],
      spelling({
        brithday: { known: false, near: ["birthday", "birthdays"], splits: [] },
        hamper: { known: true, near: ["hampers"], splits: [] },
      }),
      synonyms,
    );
    expect(plan?.query).toBe(
      "('brithday':* | 'birthday':* | 'bday':* | 'hbd':* | 'birthdays':* | 'brithdayhamper') & ('hamper':* | 'basket':* | 'brithdayhamper')",
    );
    expect(plan?.didYouMean).toBe("birthday hamper");
  });

  it("never lets a lexeme outside [a-z0-9] into the query", () => {
    const plan = searchPlan(
      ["choc", "x'|y"],
      spelling({ choc: { known: false, near: ["o'reilly", "chocolate"], splits: ["a&b c"] } }),
      [["choc", "<->"]],
    );
    expect(plan?.query).toBe("('choc':* | 'chocolate':*)");
    expect(plan?.query).not.toMatch(/[^a-z0-9'():*|& ]/);
  });

  it("keeps at most 8 groups of at most 20 alternatives", () => {
    const words = Array.from({ length: 12 }, (_, index) => `word${index}`);
    const near = Array.from({ length: 30 }, (_, index) => `near${index}`);
    const facts = spelling(
      Object.fromEntries(words.map((word) => [word, { known: false, near, splits: [] }])),
    );
    const plan = searchPlan(words, facts, []);
    const groups = plan?.query.split(" & ") ?? [];
    expect(groups).toHaveLength(8);
    for (const group of groups) expect(group.split(" | ").length).toBeLessThanOrEqual(20);
  });
});

describe("singularsOf", () => {
  it.each([
    ["hampers", ["hamper"]],
    ["boxes", ["boxe", "box"]],
    ["cookies", ["cookie", "cooky"]],
    ["glass", []],
    ["bus", []],
    ["truffle", []],
  ])("%s → %j", (word, stems) => {
    expect(singularsOf(word)).toEqual(stems);
  });
});
