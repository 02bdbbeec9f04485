import { describe, expect, it } from "vitest";
import { rupeesInWords } from "./amount-in-words";

describe("rupeesInWords", () => {
  it.each([
    [0, "Rupees Zero Only"],
    [1, "Rupees One Only"],
    [10, "Rupees Ten Only"],
    [11, "Rupees Eleven Only"],
    [19, "Rupees Nineteen Only"],
    [20, "Rupees Twenty Only"],
    [21, "Rupees Twenty-One Only"],
    [99, "Rupees Ninety-Nine Only"],
    [100, "Rupees One Hundred Only"],
    [101, "Rupees One Hundred One Only"],
    [110, "Rupees One Hundred Ten Only"],
    [999, "Rupees Nine Hundred Ninety-Nine Only"],
    [1000, "Rupees One Thousand Only"],
    [1001, "Rupees One Thousand One Only"],
    [1499, "Rupees One Thousand Four Hundred Ninety-Nine Only"],
    [20_000, "Rupees Twenty Thousand Only"],
    [99_999, "Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine Only"],
    [1_00_000, "Rupees One Lakh Only"],
    [1_00_100, "Rupees One Lakh One Hundred Only"],
    [10_00_000, "Rupees Ten Lakh Only"],
    [1_00_00_000, "Rupees One Crore Only"],
    [1_00_00_001, "Rupees One Crore One Only"],
    [12_00_00_000, "Rupees Twelve Crore Only"],
    [12_34_56_789, "Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only"],
    [
      99_99_99_999,
      "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only",
    ],
  ])("₹%i is %s", (rupees, words) => {
    expect(rupeesInWords(rupees * 100)).toBe(words);
  });

  it.each([
    [
      1_23_456_78,
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only",
    ],
    [1, "Rupees Zero and One Paise Only"],
    [50, "Rupees Zero and Fifty Paise Only"],
    [49_999, "Rupees Four Hundred Ninety-Nine and Ninety-Nine Paise Only"],
    [1_010, "Rupees Ten and Ten Paise Only"],
    [
      99_99_99_999_99,
      "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only",
    ],
  ])("%i paise is %s", (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it.each([
    ["a negative amount", -1],
    ["a fraction of a paisa", 10.5],
    ["one paisa above ₹99,99,99,999.99", 99_99_99_999_99 + 1],
    ["₹100 crore", 100_00_00_000_00],
    ["not a number", Number.NaN],
  ])("refuses %s", (_, paise) => {
    expect(() => rupeesInWords(paise)).toThrow(RangeError);
  });
});
