import { settingsResponse } from "@contract/content";
import { products } from "@server/db/schema/catalog";
import { occasions } from "@server/db/schema/catalog-occasions";
import { banners, blogs, highlightProducts, policies } from "@server/db/schema/content";
import { demoStore } from "@server/db/seed/data/demo-store";
import type { SeedPolicy } from "@server/db/seed/data/seed-types";
import { type DemoStore, seedDemoStore } from "@server/db/seed/seed-demo-store";
import { fastPainter } from "@server/testing/fast-painter";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/setting/setting/", () => {
  it("answers a list whose first record holds the active banners, highlights with product cards and support contacts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/setting/setting/" });
    expect(res.statusCode).toBe(200);
    const [record] = settingsResponse.parse(res.json());
    expect(record?.active_banners).toHaveLength(3);
    expect(record?.active_banners[0]?.image).toMatch(/^\/media\/seed\/banners\/.+\.jpg$/);
    expect(record?.active_banners[0]?.mobile_image).toMatch(/-mobile\.jpg$/);
    expect(record?.active_highlights).toHaveLength(3);
    const card = record?.active_highlights[0]?.products[0];
    expect(card?.price).toMatch(/^\d+\.\d{2}$/);
    expect(card?.main_image).toBe(card?.images[0]);
    expect(record?.support_email).toBe("care@mithaas.in");
    expect(record?.support_phone).not.toBe("");
    expect(record?.occasions).toHaveLength(12);
    expect(record?.occasions[0]).toEqual({ slug: "birthday", title: "Birthday", kind: "occasion" });
    expect(record?.occasions.map((o) => o.kind)).toEqual([
      ...Array(7).fill("occasion"),
      ...Array(5).fill("recipient"),
    ]);
  });

  it("lists shown occasions by kind, occasions first, each kind in staff's order", async () => {
    const [birthday] = await t.db.select().from(occasions).where(eq(occasions.slug, "birthday"));
    const [forHer] = await t.db.select().from(occasions).where(eq(occasions.slug, "for-her"));
    if (!birthday || !forHer) throw new Error("seed has no birthday or for-her occasion");
    // For Her moves to the front of all positions, Birthday is hidden: the kinds still come in order.
    await t.db.update(occasions).set({ position: -1 }).where(eq(occasions.id, forHer.id));
    await t.db.update(occasions).set({ isActive: false }).where(eq(occasions.id, birthday.id));
    await t.publicCache.invalidate();
    try {
      const [record] = settingsResponse.parse((await t.app.inject({ url: "/api/setting/setting/" })).json());
      const slugs = record?.occasions.map((o) => o.slug) ?? [];
      expect(slugs).not.toContain("birthday");
      expect(slugs.slice(0, 2)).toEqual(["anniversary", "diwali"]);
      expect(slugs.indexOf("for-her")).toBe(6);
    } finally {
      await t.db.update(occasions).set({ position: forHer.position }).where(eq(occasions.id, forHer.id));
      await t.db.update(occasions).set({ isActive: true }).where(eq(occasions.id, birthday.id));
      await t.publicCache.invalidate();
    }
  });

  it("leaves out inactive banners and inactive products", async () => {
    const [first] = await t.db.select().from(banners).orderBy(banners.position).limit(1);
    const [member] = await t.db.select().from(highlightProducts).limit(1);
    if (!first || !member) throw new Error("seed has no banners or highlights");
    await t.db.update(banners).set({ isActive: false }).where(eq(banners.id, first.id));
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, member.productId));
    // Staff edits go through the app, which empties the public cache after writing.
    await t.publicCache.invalidate();
    try {
      const [record] = settingsResponse.parse((await t.app.inject({ url: "/api/setting/setting/" })).json());
      expect(record?.active_banners.map((b) => b.id)).not.toContain(first.id);
      const ids = record?.active_highlights.flatMap((h) => h.products.map((p) => p.id));
      expect(ids).not.toContain(member.productId);
    } finally {
      await t.db.update(banners).set({ isActive: true }).where(eq(banners.id, first.id));
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, member.productId));
      await t.publicCache.invalidate();
    }
  });

  it("serves the pictures it names, cached for a year", async () => {
    const [record] = settingsResponse.parse((await t.app.inject({ url: "/api/setting/setting/" })).json());
    const res = await t.app.inject({ url: record?.active_banners[0]?.image ?? "" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    expect(res.headers["cache-control"]).toContain("max-age=31536000");
  });
});

describe("GET /api/setting/settings/{policy_key}/", () => {
  it.each([
    ["privacy_policy", "Privacy Policy"],
    ["terms_conditions", "Terms & Conditions"],
    ["return_refund_policy", "Cancellation & Refund Policy"],
    ["shipping_policy", "Shipping Policy"],
    ["about_us", "About Us"],
  ])("answers %s with its HTML content", async (key, title) => {
    const res = await t.app.inject({ url: `/api/setting/settings/${key}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ key, title });
    expect(res.json().content).toMatch(/<h2>|<p>/);
  });

  it("answers 404 for a key that is not a policy", async () => {
    const res = await t.app.inject({ url: "/api/setting/settings/secret_plans/" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Policy not found" });
  });

  it("serves policy HTML that was sanitised when stored", async () => {
    // Seeding is the one way policies are written until the back office (issue 11) edits them.
    const hostile: SeedPolicy = {
      key: "about_us",
      html:
        '<h2>Our story</h2><p onclick="steal()">Made in Pune.</p><script>alert(1)</script>' +
        '<img src="https://example.in/x.jpg" onerror="alert(1)"><a href="javascript:alert(1)">More</a>',
    };
    const only = (policy: SeedPolicy): DemoStore => ({
      settings: demoStore.settings,
      taxSettings: demoStore.taxSettings,
      categories: [],
      products: [],
      banners: [],
      highlights: [],
      policies: [policy],
      blogs: [],
      offers: [],
      coupons: [],
      shippingZones: [],
      diwaliBlocks: [],
      occasions: [],
      productOccasions: {},
      searchSynonyms: [],
    });
    const seedPolicy = async (policy: SeedPolicy) => {
      await t.db.delete(policies).where(eq(policies.key, policy.key));
      await seedDemoStore(t.db, t.storage, only(policy), { painter: fastPainter, imageCacheDir: null });
    };
    const original = demoStore.policies.find((policy) => policy.key === "about_us");
    if (!original) throw new Error("the demo store has no about_us policy");
    await seedPolicy(hostile);
    try {
      const res = await t.app.inject({ url: "/api/setting/settings/about_us/" });
      expect(res.statusCode).toBe(200);
      const { content } = res.json();
      expect(content).toContain("<h2>Our story</h2>");
      expect(content).toContain("<p>Made in Pune.</p>");
      expect(content).toContain("<a>More</a>");
      expect(content).not.toMatch(/script|onclick|onerror|javascript:/i);
    } finally {
      await seedPolicy(original);
    }
  });
});

describe("blog", () => {
  it("lists published posts newest first, without their bodies", async () => {
    const res = await t.app.inject({ url: "/api/blog/blogs/" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    const dates = body.results.map((post: { created_at: string }) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.results[0]).not.toHaveProperty("content");
    expect(body.results[0].main_image).toMatch(/^\/media\//);
  });

  it("answers one post by slug with its content, and 404 for unknown or unpublished ones", async () => {
    const list = (await t.app.inject({ url: "/api/blog/blogs/" })).json();
    const slug = list.results[0].slug;
    const post = await t.app.inject({ url: `/api/blog/blogs/${slug}/` });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ slug, title: list.results[0].title });
    expect(post.json().content.length).toBeGreaterThan(500);

    expect((await t.app.inject({ url: "/api/blog/blogs/no-such-post/" })).statusCode).toBe(404);
    await t.db.update(blogs).set({ isPublished: false }).where(eq(blogs.slug, slug));
    try {
      const hidden = await t.app.inject({ url: `/api/blog/blogs/${slug}/` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: "Blog post not found" });
      expect((await t.app.inject({ url: "/api/blog/blogs/" })).json().count).toBe(3);
    } finally {
      await t.db.update(blogs).set({ isPublished: true }).where(eq(blogs.slug, slug));
    }
  });
});

describe("GET /api/products/categories/", () => {
  it("lists the active categories with id, name and image", async () => {
    const res = await t.app.inject({ url: "/api/products/categories/" });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeGreaterThanOrEqual(8);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      image: expect.stringMatching(/^\/media\/seed\/categories\//),
      description: expect.any(String),
    });
  });
});
