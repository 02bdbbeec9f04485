import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageVariantUrl } from "@contract/images";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "./storage";
import { registerWeb } from "./web";

let root: string;
const app = Fastify();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mithaas-variants-"));
  const storage = localStorage(root);
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#7a1f2b" } })
    .jpeg()
    .toBuffer();
  await storage.put("products/box.jpg", photo, "image/jpeg");
  await storage.put(
    "products/small.png",
    await sharp({ create: { width: 200, height: 100, channels: 4, background: "#fff" } })
      .png()
      .toBuffer(),
    "image/png",
  );
  await storage.put("products/notes.jpg", Buffer.from("not a picture"), "image/jpeg");
  await registerWeb(app, { webRoot: null, mediaRoot: root, storage, publicUrl: "http://localhost:3000" });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe("image variants", () => {
  it("serves a 640 px WebP, made once, cached for a year", async () => {
    const url = imageVariantUrl("/media/products/box.jpg", 640);
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(400);
    expect(await readdir(join(root, "variants", "w640", "products"))).toEqual(["box.jpg.webp"]);
  });

  it("serves AVIF to a browser that asks for it, kept apart from the WebP, and says the answer varies", async () => {
    const url = imageVariantUrl("/media/products/box.jpg", 960);
    const chrome = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
    const avif = await app.inject({ url, headers: { accept: chrome } });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers["content-type"]).toBe("image/avif");
    expect(avif.headers.vary).toBe("Accept");
    const meta = await sharp(avif.rawPayload).metadata();
    expect(meta.format).toBe("heif");
    expect(meta.compression).toBe("av1");
    expect(meta.width).toBe(960);

    const webp = await app.inject({ url, headers: { accept: "image/webp,*/*" } });
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers.vary).toBe("Accept");
    expect((await sharp(webp.rawPayload).metadata()).format).toBe("webp");
    expect((await readdir(join(root, "variants", "w960", "products"))).sort()).toEqual([
      "box.jpg.avif",
      "box.jpg.webp",
    ]);
  });

  it("keeps WebP for clients that only accept wildcards or refuse AVIF", async () => {
    for (const accept of ["*/*", "image/*", "image/avif;q=0, image/webp", "image/avif ; q=0.0,*/*;q=0.8"]) {
      const res = await app.inject({ url: "/media/w1280/products/small.png", headers: { accept } });
      expect(res.headers["content-type"], accept).toBe("image/webp");
    }
    const named = await app.inject({
      url: "/media/w1280/products/small.png",
      headers: { accept: "image/webp;q=0.9, IMAGE/AVIF;q=0.5" },
    });
    expect(named.headers["content-type"]).toBe("image/avif");
  });

  it("never enlarges a small picture", async () => {
    const res = await app.inject({ url: "/media/w1280/products/small.png" });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(200);
  });

  it("gives simultaneous first requests the same whole file", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => app.inject({ url: "/media/w320/products/box.jpg" })),
    );
    const bodies = new Set(responses.map((res) => res.rawPayload.toString("base64")));
    expect(responses.every((res) => res.statusCode === 200)).toBe(true);
    expect(bodies.size).toBe(1);
    expect((await sharp(responses[0]?.rawPayload).metadata()).width).toBe(320);
    expect(await readdir(join(root, "variants", "w320", "products"))).toEqual(["box.jpg.webp"]);
  });

  it("answers 404 for unknown widths, missing files, non-pictures and paths outside media", async () => {
    for (const url of [
      "/media/w500/products/box.jpg",
      "/media/w640/products/missing.jpg",
      "/media/w640/products/notes.jpg",
      "/media/w640/../../etc/passwd.jpg",
      "/media/w640/products/..%2F..%2Fetc%2Fpasswd.jpg",
      "/media/w640/variants/w640/products/box.jpg.webp",
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("keeps serving originals with their long cache header", async () => {
    const res = await app.inject({ url: "/media/products/box.jpg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("max-age=31536000");
  });
});
