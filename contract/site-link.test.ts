import { describe, expect, it } from "vitest";
import { slugify } from "./admin/content-blogs";
import { htmlHasContent } from "./admin/content-fields";
import { isSiteLink } from "./site-link";

describe("isSiteLink", () => {
  it.each([
    "/",
    "/categories/7",
    "/blog/diwali?ref=banner#top",
    "https://mithaas.in/x",
    "https://wa.me/919876543210",
  ])("accepts %s", (link) => expect(isSiteLink(link)).toBe(true));

  it.each([
    "",
    "categories/7",
    "//evil.example/x",
    "/\\evil.example",
    "http://mithaas.in/",
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:text/html,<b>hi</b>",
    "https://user:pass@mithaas.in/",
    "https://localhost/",
    "/a b",
  ])("refuses %j", (link) => expect(isSiteLink(link)).toBe(false));
});

describe("slugify", () => {
  it("turns a title into a slug the blog accepts", () => {
    expect(slugify("Diwali Gifting, 2026!")).toBe("diwali-gifting-2026");
    expect(slugify("  Café crème — kaju katli  ")).toBe("cafe-creme-kaju-katli");
    expect(slugify("!!!")).toBe("");
  });
});

describe("htmlHasContent", () => {
  it("tells an empty editor from real content", () => {
    expect(htmlHasContent("<p></p>")).toBe(false);
    expect(htmlHasContent("<p>&nbsp; </p><h2> </h2>")).toBe(false);
    expect(htmlHasContent("<p>Hi</p>")).toBe(true);
    expect(htmlHasContent('<img src="https://mithaas.in/a.jpg">')).toBe(true);
  });
});
