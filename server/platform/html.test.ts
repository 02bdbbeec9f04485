import { describe, expect, it } from "vitest";
import { sanitizeStaffHtml } from "./html";

describe("sanitizeStaffHtml", () => {
  it("keeps headings, lists and links but strips scripts, handlers and javascript: links", () => {
    const dirty =
      '<h2>Refunds</h2><p onclick="steal()">Within <strong>7 days</strong>.</p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a><ul><li>One</li></ul><img src="x" onerror="alert(1)">';
    const clean = sanitizeStaffHtml(dirty);
    expect(clean).toContain("<h2>Refunds</h2>");
    expect(clean).toContain("<strong>7 days</strong>");
    expect(clean).toContain("<ul><li>One</li></ul>");
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it("opens external links in a new tab without giving it the opener", () => {
    expect(sanitizeStaffHtml('<a href="https://www.fssai.gov.in">FSSAI</a>')).toBe(
      '<a href="https://www.fssai.gov.in" target="_blank" rel="noopener noreferrer">FSSAI</a>',
    );
  });
});
