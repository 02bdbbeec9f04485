import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { authEvents } from "@server/db/schema";
import { verifiesPerIpPer10Minutes } from "@server/modules/auth/sign-in-limits";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let webRoot: string;
const balancer = "10.0.0.5";

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), "mithaas-hosts-web-"));
  await writeFile(
    join(webRoot, "index.html"),
    "<!doctype html><html><head><title>Mithaas</title></head><body></body></html>",
  );
  t = await createTestApp({
    webRoot,
    env: { TRUST_PROXY: "1", PUBLIC_URL: "https://mithaas.in" },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** What the balancer sends on: whatever the client claimed, then the address it really saw. */
const viaBalancer = (claimed: string, real: string) => ({ "x-forwarded-for": `${claimed}, ${real}` });

describe("behind one trusted proxy", () => {
  it("a client cannot change the address the limits see with its own X-Forwarded-For", async () => {
    const real = "203.0.113.77";
    for (let i = 0; i < verifiesPerIpPer10Minutes; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/user/auth/verify_otp/",
        payload: { email: `forger${i}@example.in`, otp: "123456" },
        remoteAddress: balancer,
        headers: viaBalancer(`192.0.2.${i + 1}, 127.0.0.${i + 1}`, real),
      });
      expect(res.statusCode).toBe(400);
    }
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/verify_otp/",
      payload: { email: "forger@example.in", otp: "123456" },
      remoteAddress: balancer,
      headers: viaBalancer("198.51.100.200", real),
    });
    expect(refused.statusCode).toBe(429);
    const logged = (await t.db.select({ ip: authEvents.ip }).from(authEvents)).map((row) => row.ip);
    expect(new Set(logged)).toEqual(new Set([real]));
  });
});

describe("URLs the store writes", () => {
  const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

  it.each(["/robots.txt", "/sitemap.xml", "/", "/categories/1", "/blog/no-such-post"])(
    "never take Host or X-Forwarded-Host (%s)",
    async (url) => {
      const res = await t.app.inject({ url, headers: forged, remoteAddress: balancer });
      expect(res.body).not.toContain("evil.example");
    },
  );

  it("come from PUBLIC_URL in robots.txt, the sitemap and page tags", async () => {
    const robots = await t.app.inject({ url: "/robots.txt", headers: forged, remoteAddress: balancer });
    expect(robots.body).toContain("Sitemap: https://mithaas.in/sitemap.xml");
    const sitemap = await t.app.inject({ url: "/sitemap.xml", headers: forged, remoteAddress: balancer });
    expect(sitemap.body).toContain("<loc>https://mithaas.in/</loc>");
    const page = await t.app.inject({ url: "/categories/1", headers: forged, remoteAddress: balancer });
    expect(page.body).toContain('<link rel="canonical" href="https://mithaas.in/categories/1" />');
  });
});
