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

  it("keeps a listing's filters, and renders search at its words as searchKey reads them", () => {
    expect(renderedAs("/occasions/birthday?recipient=for-her&x=1&price=under-500")).toBe(
      "/occasions/birthday?price=under-500&recipient=for-her",
    );
    expect(renderedAs("/categories/3?price=nonsense&occasion=Not%20A%20Slug")).toBe("/categories/3");
    expect(renderedAs("/search?q=Kaju%20Katli!&utm_source=mail")).toBe("/search?q=kaju+katli");
    expect(renderedAs("/search?q=kaju+katli")).toBe(renderedAs("/search?q=KAJU++katli"));
    expect(renderedAs("/search?q=box&sort=relevance&page=2&price=3000-plus")).toBe(
      "/search?q=box&price=3000-plus&page=2",
    );
    expect(renderedAs("/search")).toBe("/search");
  });

  it("leaves pages filtered by what can reach a pincode by a date to the browser", () => {
    for (const url of [
      "/search?q=cake&pincode=411004&by=2026-12-24",
      "/categories/3?pincode=411004&by=2026-12-24",
      "/occasions/birthday?by=2026-12-24&pincode=411004&price=under-500",
    ]) {
      expect(serverRenderedPage(url), url).toBeNull();
    }
    // Half a reach filter is no filter: the page shows the listing without it, as the server renders it.
    expect(renderedAs("/occasions/birthday?pincode=411004")).toBe("/occasions/birthday");
  });

  it("leaves signed-in pages, sign-in and the back office to the browser", () => {
    for (const url of ["/cart", "/login?redirect=%2Fcart", "/orders/7", "/admin/orders?page=2"]) {
      expect(serverRenderedPage(url), url).toBeNull();
    }
  });
});
