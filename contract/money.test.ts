import { describe, expect, it } from "vitest";
import { formatInr, paiseToDecimal, percentOff, toPaise } from "./money";

describe("money", () => {
  it("writes paise as the API's decimal strings and reads them back", () => {
    expect(paiseToDecimal(49900)).toBe("499.00");
    expect(paiseToDecimal(5)).toBe("0.05");
    expect(paiseToDecimal(-12345)).toBe("-123.45");
    expect(toPaise("499.00")).toBe(49900);
    expect(toPaise("0.1")).toBe(10);
    expect(toPaise(1499.5)).toBe(149950);
    expect(() => toPaise("abc")).toThrow(RangeError);
  });

  it("formats rupees the Indian way", () => {
    expect(formatInr(149900)).toBe("₹1,499");
    expect(formatInr(12345600)).toBe("₹1,23,456");
    expect(formatInr(49950)).toBe("₹499.50");
    expect(formatInr(55920)).toBe("₹559.20");
    expect(formatInr(-25000)).toBe("₹-250");
  });

  it("groups digits exactly as the en-IN locale does, for every size of amount", () => {
    const wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const rupeesAndPaise = new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 99, 100, 1000, 99999, 100000, 999999, 1000000, 123456789, 1234567890123];
    for (let digits = 1; digits <= 13; digits++) amounts.push(Number("7".repeat(digits)), 10 ** digits + 5);
    for (const paise of amounts.flatMap((amount) => (amount === 0 ? [0] : [amount, -amount]))) {
      const format = paise % 100 === 0 ? wholeRupees : rupeesAndPaise;
      expect(formatInr(paise), String(paise)).toBe(`₹${format.format(paise / 100)}`);
    }
  });

  it("rounds the percent-off badge and shows none without a real discount", () => {
    expect(percentOff(99900, 84900)).toBe(15);
    expect(percentOff(30000, 20000)).toBe(33);
    expect(percentOff(30000, null)).toBe(0);
    expect(percentOff(30000, 30000)).toBe(0);
  });
});
