import { describe, expect, it } from "vitest";
import { withoutUnreadCustomProperties } from "./unread-custom-properties";

const sheet = [
  "@layer theme, base;",
  "@layer theme{:root{--color-amber-500:#f59e0b;--color-red-600:#dc2626;--ring:var(--color-amber-500);--unused-chain:var(--color-red-600)}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-blur{syntax:"*";inherits:false}',
  "@supports (not (color:red)){*{--tw-blur:initial;--tw-shadow:0 0 #0000}}",
  ".card{box-shadow:var(--tw-shadow);outline-color:var(--ring)}",
  ".plain{color:black}",
].join("");

describe("withoutUnreadCustomProperties", () => {
  const pruned = withoutUnreadCustomProperties(
    sheet,
    '<div class="card" style="color:var(--from-markup)"></div>',
  );

  it("keeps the properties a rule reads, and those they read in turn", () => {
    expect(pruned).toContain("--color-amber-500:#f59e0b");
    expect(pruned).toContain("--ring:var(--color-amber-500)");
    expect(pruned).toContain("@property --tw-shadow");
    expect(pruned).toContain("--tw-shadow:0 0 #0000");
    expect(pruned).toContain(".card{box-shadow:var(--tw-shadow);outline-color:var(--ring)}");
    expect(pruned).toContain(".plain{color:black}");
  });

  it("drops what nothing reads, chains of them included, and the blocks left empty", () => {
    expect(pruned).not.toContain("--tw-blur");
    expect(pruned).not.toContain("--unused-chain");
    expect(pruned).not.toContain("--color-red-600");
    expect(withoutUnreadCustomProperties("@supports (not (color:red)){*{--a:1}}.x{color:red}", "")).toBe(
      ".x{color:red}",
    );
  });

  it("keeps a property only the markup reads, and the layer order statement", () => {
    const fromMarkup = withoutUnreadCustomProperties(
      ":root{--from-markup:red;--other:blue}",
      'style="color:var(--from-markup)"',
    );
    expect(fromMarkup).toBe(":root{--from-markup:red}");
    expect(pruned.startsWith("@layer theme, base;")).toBe(true);
  });
});
