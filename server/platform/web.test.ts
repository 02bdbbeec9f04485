import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { precompressAssets } from "./precompress-assets";
import { registerWeb } from "./web";

let root: string;
const app = Fastify();
const bigScript = `console.log(${JSON.stringify("sweet ".repeat(400))});`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mithaas-web-"));
  await mkdir(join(root, "web", "assets"), { recursive: true });
  await mkdir(join(root, "media", "seed"), { recursive: true });
  await writeFile(
    join(root, "web", "index.html"),
    '<!doctype html><html><head><meta name="description" content="Generic" /><title>Mithaas</title></head><body></body></html>',
  );
  await writeFile(join(root, "web", "assets", "index-abc123.js"), bigScript);
  await writeFile(join(root, "media", "seed", "box.jpg"), "jpeg");
  await registerWeb(app, {
    webRoot: join(root, "web"),
    mediaRoot: join(root, "media"),
    publicUrl: "https://mithaas.in",
    pageMeta: async (path, origin) => {
      if (path === "/product/404") return "not_found";
      if (path !== "/product/1") return null;
      return {
        title: `Box <b>"1"</b>`,
        description: "Chocolates & more",
        canonicalUrl: `${origin}/product/1`,
        imageUrl: `${origin}/media/seed/box.jpg`,
        type: "product",
        jsonLd: { name: "</script><script>alert(1)</script>" },
      };
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe("registerWeb", () => {
  it("answers any page path with the app, revalidated on every visit", async () => {
    for (const url of ["/", "/categories/3", "/product/12?ref=home", "/about-us"]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Mithaas</title>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
    const first = await app.inject({ url: "/about-us" });
    const again = await app.inject({
      url: "/cart",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("writes a page's own escaped title, description and share tags into the HTML", async () => {
    const res = await app.inject({ url: "/product/1" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Box &lt;b&gt;&quot;1&quot;&lt;/b&gt;</title>");
    expect(res.body).not.toContain("<title>Mithaas</title>");
    expect(res.body).not.toContain('content="Generic"');
    expect(res.body).toContain('<meta name="description" content="Chocolates &amp; more" />');
    expect(res.body).toContain(
      '<meta property="og:image" content="https://mithaas.in/media/seed/box.jpg" />',
    );
    expect(res.body).toContain('<link rel="canonical" href="https://mithaas.in/product/1" />');
    expect(res.body).toContain('<script type="application/ld+json">{"name":"\\u003c/script\\u003e');
    expect(res.body.indexOf("</head>")).toBeGreaterThan(res.body.indexOf("og:title"));
  });

  it("answers 404 with the app for a page that names nothing", async () => {
    const res = await app.inject({ url: "/product/404" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<title>Mithaas</title>");
  });

  it("caches hashed assets and media for a year", async () => {
    const asset = await app.inject({ url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const media = await app.inject({ url: "/media/seed/box.jpg" });
    expect(media.statusCode).toBe(200);
    expect(media.headers["cache-control"]).toContain("max-age=31536000");
  });

  it("serves assets precompressed to clients that accept it", async () => {
    await vi.waitFor(async () => expect(await precompressAssets(join(root, "web", "assets"))).toBe(0));
    const res = await app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(res.rawPayload).toString()).toBe(
      await readFile(join(root, "web", "assets", "index-abc123.js"), "utf8"),
    );
  });

  it("answers unknown API paths, missing media and non-GET requests with JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing/"],
      ["GET", "/media/seed/none.jpg"],
      ["POST", "/somewhere"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/^Not found/);
    }
  });
});
