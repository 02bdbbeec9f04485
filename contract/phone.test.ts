import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "./phone";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98765-43210", "9876543210"],
  ])("reads %s as %s", (input, expected) => {
    expect(normaliseIndianMobile(input)).toBe(expected);
  });

  it.each(["5876543210", "987654321", "98765432101", "+1 415 555 0100", "abcdefghij", ""])(
    "rejects %s",
    (input) => {
      expect(normaliseIndianMobile(input)).toBeNull();
    },
  );
});
