import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

const origin = "https://mithaas.in";

describe("redirectTarget", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(redirectTarget("/cart", origin)).toBe("/cart");
    expect(redirectTarget("/orders/42?tab=items#review", origin)).toBe("/orders/42?tab=items#review");
  });

  it("normalises before it checks, so dot segments and doubled slashes cannot make another site", () => {
    expect(redirectTarget("/.//evil.example", origin)).toBe("/evil.example");
    expect(redirectTarget("/cart/..//evil.example", origin)).toBe("/evil.example");
    expect(redirectTarget("/./cart", origin)).toBe("/cart");
    expect(redirectTarget("/orders//42", origin)).toBe("/orders/42");
    expect(redirectTarget("/..//evil.example?x=1", origin)).toBe("/evil.example?x=1");
    expect(redirectTarget("/.\\evil.example", origin)).toBe("/evil.example");
  });

  it("falls back to / without a value", () => {
    expect(redirectTarget(null, origin)).toBe("/");
    expect(redirectTarget("", origin)).toBe("/");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/cart",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "cart",
      " /cart",
    ]) {
      expect(redirectTarget(value, origin)).toBe("/");
    }
  });
});
