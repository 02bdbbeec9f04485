import { describe, expect, it } from "vitest";
import { serverRenderedPage } from "./server-rendered-pages";

const renderedAs = (url: string) => serverRenderedPage(url)?.url;

describe("serverRenderedPage", () => {
  it("renders a public page at its path alone, whatever made-up or marketing parameters come with it", () => {
    expect(renderedAs("/?v=1")).toBe("/");
    expect(renderedAs("/?v=2&utm_source=mail")).toBe("/");
    expect(renderedAs("/product/30?x=abc")).toBe("/product/30");
    expect(renderedAs("/blog/diwali-gifting?fbclid=1")).toBe("/blog/diwali-gifting");
    expect(renderedAs("/privacy-policy?page=2")).toBe("/privacy-policy");
  });

  it("keeps what a listing reads (sort, search, page) as the listing reads it, and nothing else", () => {
    expect(renderedAs("/categories/3?utm_campaign=diwali&page=2&sort=price_low&v=9&search=%20kaju%20")).toBe(
      "/categories/3?sort=price_low&search=kaju&page=2",
    );
    expect(renderedAs("/categories/3?page=2")).not.toBe(renderedAs("/categories/3"));
    // Values the page does not understand show the default listing, so they are the default page.
    expect(renderedAs("/categories/3?sort=nonsense&page=0")).toBe("/categories/3");
  });

  it("leaves signed-in pages, sign-in and the back office to the browser", () => {
    for (const url of ["/cart", "/login?redirect=%2Fcart", "/orders/7", "/admin/orders?page=2"]) {
      expect(serverRenderedPage(url), url).toBeNull();
    }
  });
});
