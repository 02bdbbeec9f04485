import { describe, expect, it } from "vitest";
import { formatAmount } from "./format-money";

describe("formatAmount", () => {
  it("formats wire amounts as rupees with Indian digit grouping", () => {
    expect(formatAmount("1499.00")).toBe("₹1,499");
    expect(formatAmount("123456.00")).toBe("₹1,23,456");
  });
});
