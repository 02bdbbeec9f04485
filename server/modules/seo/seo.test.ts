import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paiseToDecimal } from "@contract/money";
import { categories, products } from "@server/db/schema/catalog";
import { occasions } from "@server/db/schema/catalog-occasions";
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

  it("lists shown occasions with the date each last changed, and leaves hidden ones out", async () => {
    const [birthday] = await t.db.select().from(occasions).where(eq(occasions.slug, "birthday"));
    const day = birthday?.updatedAt.toISOString().slice(0, 10);
    await t.db.update(occasions).set({ isActive: false }).where(eq(occasions.slug, "corporate"));
    await t.publicCache.invalidate();
    try {
      const { body } = await t.app.inject({ url: "/sitemap.xml" });
      expect(body).toContain(`<loc>http://shop.example.in/occasions/birthday</loc><lastmod>${day}</lastmod>`);
      expect(body).toContain("<loc>http://shop.example.in/occasions/for-her</loc>");
      expect(body).not.toContain("/occasions/corporate");
    } finally {
      await t.db.update(occasions).set({ isActive: true }).where(eq(occasions.slug, "corporate"));
      await t.publicCache.invalidate();
    }
  });

  it("allows crawling except private pages and the API, and names the sitemap", async () => {
    const res = await t.app.inject({ url: "/robots.txt", headers: { host: "shop.example.in" } });
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Disallow: /checkout\n");
    expect(res.body).toContain("Disallow: /api/\n");
    expect(res.body).toContain("Disallow: /search\n");
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

  it("gives an occasion page its title, description and canonical URL, and the search page its title", async () => {
    const [birthday] = await t.db.select().from(occasions).where(eq(occasions.slug, "birthday"));
    const page = await t.app.inject({ url: "/occasions/birthday", headers: { host: "evil.example" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Birthday Gifts | Mithaas</title>");
    expect(page.body).toContain(`<meta name="description" content="${birthday?.description.slice(0, 40)}`);
    expect(page.body).toContain('<link rel="canonical" href="http://shop.example.in/occasions/birthday" />');
    const search = await t.app.inject({ url: "/search?q=kaju" });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain("<title>Search | Mithaas</title>");
    expect(search.body).toContain('<link rel="canonical" href="http://shop.example.in/search" />');
  });

  it("answers 404 with the plain app for unknown products, categories, posts and occasions", async () => {
    await t.db.update(occasions).set({ isActive: false }).where(eq(occasions.slug, "rakhi"));
    await t.publicCache.invalidate();
    for (const url of [
      "/product/999999",
      "/product/abc",
      "/categories/999999",
      "/blog/no-such-post",
      "/occasions/no-such-occasion",
      "/occasions/rakhi",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain("<title>Mithaas</title>");
    }
    expect((await t.app.inject({ url: "/categories" })).statusCode).toBe(200);
    await t.db.update(occasions).set({ isActive: true }).where(eq(occasions.slug, "rakhi"));
    await t.publicCache.invalidate();
  });
});
