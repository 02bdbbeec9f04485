import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { securityHeaders } from "@server/platform/security-headers";
import { registerWeb } from "@server/platform/web";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mithaas-maps-"));
  await mkdir(join(root, "assets"), { recursive: true });
  await writeFile(
    join(root, "index.html"),
    "<!doctype html><html><head><title>Mithaas</title></head></html>",
  );
  await writeFile(join(root, "assets", "index-abc.js"), "console.log(1)");
  await writeFile(join(root, "assets", "index-abc.js.map"), '{"sources":["secret.ts"]}');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function web(serveSourceMaps: boolean) {
  const app = Fastify();
  await registerWeb(app, {
    webRoot: root,
    mediaRoot: null,
    publicUrl: "https://mithaas.in",
    serveSourceMaps,
  });
  return app;
}

describe("production hardening of the web face", () => {
  it("does not serve source maps in production, and a missing asset is a 404, not the app", async () => {
    const production = await web(false);
    expect((await production.inject({ url: "/assets/index-abc.js" })).statusCode).toBe(200);
    const map = await production.inject({ url: "/assets/index-abc.js.map" });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain("secret.ts");
    const development = await web(true);
    expect((await development.inject({ url: "/assets/index-abc.js.map" })).statusCode).toBe(200);
  });

  it("sends a CSP with base-uri 'none' and frame-ancestors 'none', and no X-Frame-Options to contradict it", () => {
    const headers = securityHeaders(true);
    expect(headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBeUndefined();
  });
});
