import { describe, expect, it } from "vitest";
import { escapeHtml, renderPage, scriptSafeJson, splitTemplate, summarise } from "./page-meta";

describe("page meta", () => {
  it("escapes HTML and keeps JSON-LD from closing its script element", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    const json = scriptSafeJson({ name: "</script><!-- & \u2028" });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: "</script><!-- & \u2028" });
  });

  it("summarises long text at a word with an ellipsis", () => {
    expect(summarise("short  text\n here")).toBe("short text here");
    const long = summarise("word ".repeat(100), 30);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("replaces the template's title and description and keeps the rest", () => {
    const template = splitTemplate(
      '<html><head>\n<meta charset="UTF-8" />\n<meta\n  name="description"\n  content="old"\n/>\n<title>Old</title>\n<script type="module" src="/assets/a.js"></script></head><body></body></html>',
    );
    const html = renderPage(template, {
      title: "New",
      description: "Fresh",
      canonicalUrl: "https://mithaas.in/",
      imageUrl: null,
      type: "website",
    });
    expect(html).not.toContain("Old");
    expect(html).not.toContain('content="old"');
    expect(html).toContain("<title>New</title>");
    expect(html).toContain('<script type="module" src="/assets/a.js"></script>');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});
