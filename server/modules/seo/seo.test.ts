import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paiseToDecimal } from "@contract/money";
import { categories, products } from "@server/db/schema/catalog";
import { blogs } from "@server/db/schema/content";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "mithaas-seo-web-"));
  await writeFile(
    join(webRoot, "index.html"),
    '<!doctype html><html><head><meta name="description" content="Generic" /><title>Mithaas</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: "http://shop.example.in" } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const ldJson = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
};

describe("/sitemap.xml and /robots.txt", () => {
  it("lists the home page, categories, products, blog posts and policy pages with absolute URLs", async () => {
    const res = await t.app.inject({ url: "/sitemap.xml", headers: { host: "shop.example.in" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const [product] = await t.db.select().from(products).limit(1);
    const [post] = await t.db.select().from(blogs).limit(1);
    for (const path of [
      "/",
      "/categories",
      "/blogs",
      "/contact",
      "/privacy-policy",
      "/about-us",
      `/product/${product?.id}`,
      `/blog/${post?.slug}`,
    ]) {
      expect(res.body).toContain(`<loc>http://shop.example.in${path}</loc>`);
    }
    expect(res.body).toMatch(
      /<loc>http:\/\/shop\.example\.in\/categories\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });

  it("allows crawling except private pages and the API, and names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt", headers: { host: "shop.example.in" } });
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Disallow: /checkout\n");
    expect(res.body).toContain("Disallow: /api/\n");
    expect(res.body).toContain("Sitemap: http://shop.example.in/sitemap.xml");
  });
});

describe("share tags in the served HTML", () => {
  it("gives a product URL its title, Open Graph tags and Product JSON-LD", async () => {
    const [product] = await t.db.select().from(products).where(eq(products.stock, 0)).limit(1);
    if (!product) throw new Error("seed has no out-of-stock product");
    const title = `${product.name} | Mithaas`.replaceAll("&", "&amp;");
    const res = await t.app.inject({ url: `/product/${product.id}`, headers: { host: "shop.example.in" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/shop\.example\.in\/media\/seed\/products\/.+\.jpg" \/>/,
    );
    expect(res.body).toContain('<meta property="og:type" content="product" />');
    const data = ldJson(res.body);
    expect(data).toMatchObject({
      "@type": "Product",
      name: product.name,
      brand: { name: "Mithaas" },
      sku: String(product.id),
      offers: {
        price: paiseToDecimal(product.discountedPricePaise ?? product.pricePaise),
        priceCurrency: "INR",
        availability: "https://schema.org/OutOfStock",
      },
    });
    expect(data.aggregateRating).toBeUndefined();
    expect(data.image[0]).toMatch(/^http:\/\/shop\.example\.in\/media\//);
  });

  it("gives category and blog URLs their own title and description", async () => {
    const [row] = await t.db.select().from(categories).where(eq(categories.slug, "chocolate-boxes"));
    const category = await t.app.inject({ url: `/categories/${row?.id}` });
    expect(category.body).toContain("<title>Chocolate Boxes | Mithaas</title>");
    expect(category.body).not.toContain('content="Generic"');
    const [post] = await t.db.select().from(blogs).limit(1);
    const blog = await t.app.inject({ url: `/blog/${post?.slug}` });
    expect(blog.body).toContain('<meta property="og:type" content="article" />');
    expect(blog.body).toContain(`content="${post?.metaDescription.slice(0, 40)}`);
  });

  it("answers 404 with the plain app for unknown products, categories and posts", async () => {
    for (const url of ["/product/999999", "/product/abc", "/categories/999999", "/blog/no-such-post"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("<title>Mithaas</title>");
    }
    expect((await t.app.inject({ url: "/categories" })).statusCode).toBe(200);
  });
});
