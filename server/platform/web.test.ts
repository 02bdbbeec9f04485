import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWeb } from "./web";

let root: string;
const app = Fastify();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mithaas-web-"));
  await mkdir(join(root, "web", "assets"), { recursive: true });
  await mkdir(join(root, "media", "seed"), { recursive: true });
  await writeFile(join(root, "web", "index.html"), "<!doctype html><title>Mithaas</title>");
  await writeFile(join(root, "web", "assets", "index-abc123.js"), "console.log(1)");
  await writeFile(join(root, "media", "seed", "box.jpg"), "jpeg");
  await registerWeb(app, join(root, "web"), join(root, "media"));
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
  });

  it("caches hashed assets and media for a year", async () => {
    const asset = await app.inject({ url: "/assets/index-abc123.js" });
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const media = await app.inject({ url: "/media/seed/box.jpg" });
    expect(media.statusCode).toBe(200);
    expect(media.headers["cache-control"]).toContain("max-age=31536000");
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
