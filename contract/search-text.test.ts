import { describe, expect, it } from "vitest";
import { maxSearchLength, maxSearchWordLength, maxSearchWords, searchKey, searchWords } from "./search-text";

describe("searchWords", () => {
  it.each([
    // case and word order: folded to lower case, kept in typed order (adjacent words are joined later)
    ["KAJU Katli", ["kaju", "katli"]],
    ["katli kaju", ["katli", "kaju"]],
    ["Kaju Katli!", ["kaju", "katli"]],
    // accents and compatibility forms
    ["Crème brûlée", ["creme", "brulee"]],
    ["PIÑA café", ["pina", "cafe"]],
    ["ＣＡＫＥ ﬁg", ["cake", "fig"]],
    // other scripts and emoji are dropped, not searched
    ["काजू कतली", []],
    ["काजू katli", ["katli"]],
    ["🎂 cake 🎉🇮🇳", ["cake"]],
    // hostile input: nothing but [a-z0-9] survives
    ["'; drop table products; --", ["drop", "table", "products"]],
    ["choco & (cake | !nuts)", ["choco", "cake", "nuts"]],
    ["'choc':* <-> kaju", ["choc", "kaju"]],
    ["100%_off\\", ["100", "off"]],
    ["kaju\u0000katli\u001b[0m\u007fpeda", ["kaju", "katli", "0m", "peda"]],
    ["ras\tmalai\r\nbox", ["ras", "malai", "box"]],
    // stop words; "her" and "him" are not among them (For Her)
    ["birthday gift for mom", ["birthday", "mom"]],
    ["The best gifts to send online", []],
    ["a an and the for of with to in on by from gift gifts buy send online best", []],
    ["For Her", ["her"]],
    // numbers: digits stay, single letters go
    ["16 pc", ["16", "pc"]],
    ["5 x cake", ["5", "cake"]],
    ["kaju k katli", ["kaju", "katli"]],
    // a repeated word is kept once
    ["cake Cake CAKE", ["cake"]],
    // empty
    ["", []],
    [" \t\n  ", []],
    ["!!! ... ---", []],
  ])("reads %j as %j", (q, expected) => {
    expect(searchWords(q)).toEqual(expected);
  });

  it("keeps the first 8 words, counted after stop words and single letters are dropped", () => {
    const q = "a for one two x three four the five six seven eight nine ten";
    expect(searchWords(q)).toEqual(["one", "two", "three", "four", "five", "six", "seven", "eight"]);
    expect(maxSearchWords).toBe(8);
  });

  it("cuts each word to 30 characters", () => {
    expect(searchWords(`${"k".repeat(31)} ${"p".repeat(30)}`)).toEqual(["k".repeat(30), "p".repeat(30)]);
    expect(maxSearchWordLength).toBe(30);
  });

  it("reads only the first 100 characters, so a huge input costs nothing", () => {
    expect(maxSearchLength).toBe(100);
    expect(searchWords(`${" ".repeat(maxSearchLength)}cake`)).toEqual([]);
    expect(searchWords(`${" ".repeat(maxSearchLength - 4)}cake`)).toEqual(["cake"]);
    const huge = `${"ladoo; 'drop' %_ 🎂 ".repeat(499)}${"peda ".repeat(4)}`;
    expect(huge.length).toBe(10_000);
    expect(searchWords(huge)).toEqual(["ladoo", "drop"]);
  });
});

describe("searchKey", () => {
  it.each([
    ["Kaju Katli!", "kaju katli"],
    ["  kaju   KATLI  ", "kaju katli"],
    ["Crème brûlée gift", "creme brulee"],
    ["", ""],
    ["   ", ""],
  ])("keys %j as %j", (q, expected) => {
    expect(searchKey(q)).toBe(expected);
  });
});
