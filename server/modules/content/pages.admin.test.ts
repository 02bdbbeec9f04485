import { adminClient, publicJson, uploadedPicture } from "@server/testing/admin-client";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, "editor@mithaas.in");
});
afterAll(() => t.close());

/** Staff HTML with everything the sanitiser must take out, around text it must keep. */
const hostileHtml =
  '<h2 onmouseover="steal()">Returns</h2><p onclick="steal()">Within <strong>7 days</strong>.</p>' +
  "<script>fetch('/api/user/profile/')</script>" +
  '<img src="https://example.in/x.jpg" onerror="alert(1)">' +
  '<a href="javascript:alert(1)">Click</a> <a href="JaVaScRiPt:alert(2)">Again</a>' +
  '<a href="/contact">Contact us</a><iframe src="https://evil.example"></iframe>';

function expectClean(html: string) {
  expect(html).toContain("<h2>Returns</h2>");
  expect(html).toContain("<p>Within <strong>7 days</strong>.</p>");
  expect(html).toContain('<a href="/contact">Contact us</a>');
  expect(html).toContain("<a>Click</a>");
  expect(html).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|iframe|steal/i);
}

describe("policies in the back office", () => {
  it("lists the five policies in footer order with their store paths", async () => {
    const res = await admin.get("/policies/");
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((p: { key: string; path: string }) => [p.key, p.path])).toEqual([
      ["privacy_policy", "/privacy-policy"],
      ["terms_conditions", "/terms-conditions"],
      ["return_refund_policy", "/return-refund-policy"],
      ["shipping_policy", "/shipping-policy"],
      ["about_us", "/about-us"],
    ]);
    const one = await admin.get("/policies/shipping_policy/");
    expect(one.json()).toMatchObject({ key: "shipping_policy", title: "Shipping Policy" });
    expect(one.json().content).toMatch(/<p>/);
    expect((await admin.get("/policies/secret_plans/")).statusCode).toBe(404);
  });

  it("stores staff HTML sanitised, and the store's policy page serves the clean version at once", async () => {
    await publicJson(t, "/api/setting/settings/return_refund_policy/");
    const res = await admin.put("/policies/return_refund_policy/", { content: hostileHtml });
    expect(res.statusCode).toBe(200);
    expectClean(res.json().content);
    const shown = await publicJson(t, "/api/setting/settings/return_refund_policy/");
    expect(shown.body.content).toBe(res.json().content);
    expectClean(shown.body.content);
    const [audit] = await admin.audit("policy", "return_refund_policy");
    if (!audit) throw new Error("no audit row for the policy");
    expect(audit).toMatchObject({ action: "update", staff_email: "editor@mithaas.in" });
    expectClean((audit.after as { content: string }).content);
    expect((audit.before as { content: string }).content).toMatch(/<p>/);
  });

  it("answers 400 for empty content or content that is nothing but script, and 404 for other keys", async () => {
    const empty = await admin.put("/policies/about_us/", { content: "<p></p>" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ content: ["Content is required"] });
    const script = await admin.put("/policies/about_us/", { content: "<script>alert(1)</script>" });
    expect(script.statusCode).toBe(400);
    expect(Object.keys(script.json().errors)).toEqual(["content"]);
    expect((await admin.put("/policies/secret_plans/", { content: "<p>Hi</p>" })).statusCode).toBe(404);
  });
});

async function postInput(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Post ${slug}`,
    slug,
    meta_description: "Ideas for gifting",
    main_image: await uploadedPicture(t, slug),
    content: "<p>Sweets and lights.</p>",
    is_published: true,
    ...overrides,
  };
}
const publicSlugs = async () =>
  ((await publicJson(t, "/api/blog/blogs/")).body.results as { slug: string }[]).map((b) => b.slug);

describe("blog posts in the back office", () => {
  it("creates a published post, sanitised, that the store's blog lists and serves at once", async () => {
    await publicSlugs();
    const res = await admin.post("/blogs/", await postInput("rakhi-hampers", { content: hostileHtml }));
    expect(res.statusCode).toBe(201);
    const post = res.json();
    expectClean(post.content);
    expect((await publicSlugs())[0]).toBe("rakhi-hampers");
    const shown = await publicJson(t, "/api/blog/blogs/rakhi-hampers/");
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ title: "Post rakhi-hampers", meta_description: "Ideas for gifting" });
    expect(shown.body.content).toBe(post.content);
    expectClean(shown.body.content);
    const [audit] = await admin.audit("blog", post.id);
    expect(audit).toMatchObject({ action: "create", after: { slug: "rakhi-hampers" } });
  });

  it("keeps drafts off the store until published, then dates them from publication", async () => {
    const draft = (
      await admin.post("/blogs/", await postInput("holi-colours", { is_published: false }))
    ).json();
    expect(await publicSlugs()).not.toContain("holi-colours");
    expect((await publicJson(t, "/api/blog/blogs/holi-colours/")).status).toBe(404);
    const published = await admin.put(`/blogs/${draft.id}/`, {
      ...(await postInput("holi-colours")),
      main_image: draft.main_image,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().published_at > draft.published_at).toBe(true);
    expect(await publicSlugs()).toContain("holi-colours");
    const unpublished = await admin.put(`/blogs/${draft.id}/`, {
      ...(await postInput("holi-colours", { is_published: false })),
    });
    expect(unpublished.json().published_at).toBe(published.json().published_at);
    expect(await publicSlugs()).not.toContain("holi-colours");
  });

  it("answers 400 with field errors for missing fields, a bad slug or an image never uploaded", async () => {
    const empty = await admin.post("/blogs/", {
      title: "",
      slug: "",
      meta_description: "",
      main_image: "",
      content: "",
      is_published: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["content", "main_image", "slug", "title"]);
    const slug = await admin.post("/blogs/", await postInput("bad-slug", { slug: "Diwali Gifts!" }));
    expect(slug.json().errors).toEqual({
      slug: ["Slug may use lower-case letters, digits and single hyphens between them"],
    });
    const image = await admin.post("/blogs/", {
      ...(await postInput("no-image")),
      main_image: "content/never-uploaded.jpg",
    });
    expect(image.json().errors).toEqual({
      main_image: ["Upload the main image again: that picture was not found"],
    });
  });

  it("answers 409 naming the slug when another post has it, on create and on edit", async () => {
    const first = (await admin.post("/blogs/", await postInput("eid-sweets"))).json();
    const copy = await admin.post("/blogs/", await postInput("eid-sweets"));
    expect(copy.statusCode).toBe(409);
    expect(copy.json().errors).toEqual({ slug: ["Another post already uses this slug; choose another"] });
    const other = (await admin.post("/blogs/", await postInput("eid-sweets-2"))).json();
    const edit = await admin.put(`/blogs/${other.id}/`, { ...(await postInput("eid-sweets")) });
    expect(edit.statusCode).toBe(409);
    const same = await admin.put(`/blogs/${first.id}/`, { ...(await postInput("eid-sweets")), title: "Eid" });
    expect(same.statusCode).toBe(200);
  });

  it("lists every post newest first a page at a time, searches, opens and deletes one", async () => {
    const page = await admin.get("/blogs/?page_size=2");
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ page: 1, page_size: 2 });
    expect(page.json().results).toHaveLength(2);
    const dates = (page.json().results as { published_at: string }[]).map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const found = await admin.get("/blogs/?search=EID-SWEETS");
    expect(
      found
        .json()
        .results.map((p: { slug: string }) => p.slug)
        .sort(),
    ).toEqual(["eid-sweets", "eid-sweets-2"]);
    const id = found.json().results[0].id;
    const one = await admin.get(`/blogs/${id}/`);
    expect(one.json()).toMatchObject({ id, meta_description: "Ideas for gifting" });
    expect(one.json().main_image_url).toBe(`/media/${one.json().main_image}`);

    expect((await admin.delete(`/blogs/${id}/`)).statusCode).toBe(200);
    expect(await publicSlugs()).not.toContain(one.json().slug);
    expect((await admin.get(`/blogs/${id}/`)).statusCode).toBe(404);
    const [audit] = await admin.audit("blog", id);
    expect(audit).toMatchObject({ action: "delete", before: { id } });
  });
});
