import { adminClient, publicJson, uploadedPicture } from "@server/testing/admin-client";
import { failWrites } from "@server/testing/fail-writes";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, "content@mithaas.in");
});
afterAll(() => t.close());

type PublicBanner = { id: number; image: string; mobile_image: string; link: string; alt: string };
const homeBanners = async () =>
  ((await publicJson(t, "/api/setting/setting/")).body[0].active_banners as PublicBanner[]).map((b) => b.id);

async function bannerInput(name: string, overrides: Record<string, unknown> = {}) {
  return {
    image: await uploadedPicture(t, name),
    mobile_image: await uploadedPicture(t, `${name}-mobile`),
    link: "/categories/1",
    alt: `Banner ${name}`,
    is_active: true,
    ...overrides,
  };
}

describe("banners in the back office", () => {
  it("lists every banner in carousel order with keys and preview URLs", async () => {
    const res = await admin.get("/banners/");
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ position: 0, is_active: true });
    expect(results[0].image_url).toBe(`/media/${results[0].image}`);
  });

  it("creates a banner that the home page shows at once, last, with an audit row", async () => {
    const before = await homeBanners(); // fills the public cache
    const input = await bannerInput("diwali", { link: "https://mithaas.in/blog/diwali" });
    const res = await admin.post("/banners/", input);
    expect(res.statusCode).toBe(201);
    const banner = res.json();
    expect(banner).toMatchObject({ link: input.link, alt: "Banner diwali", image: input.image });
    expect(await homeBanners()).toEqual([...before, banner.id]);
    const [record] = (await publicJson(t, "/api/setting/setting/")).body[0].active_banners.slice(-1);
    expect(record).toEqual({
      id: banner.id,
      image: `/media/${input.image}`,
      mobile_image: `/media/${input.mobile_image}`,
      link: input.link,
      alt: "Banner diwali",
    });
    const [audit] = await admin.audit("banner", banner.id);
    expect(audit).toMatchObject({ action: "create", staff_email: "content@mithaas.in", before: null });
    expect(audit?.after).toMatchObject({ id: banner.id, link: input.link });
  });

  it("answers 400 with field errors for missing fields and links that leave the site unsafely", async () => {
    const empty = await admin.post("/banners/", {
      image: "",
      mobile_image: "",
      link: "",
      alt: "",
      is_active: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["alt", "image", "link", "mobile_image"]);
    for (const link of [
      "javascript:alert(1)",
      "//evil.example/path",
      "http://mithaas.in/",
      "data:text/html,hi",
      "/\\evil.example",
      "https://user:pw@mithaas.in/",
      "categories/1",
    ]) {
      const res = await admin.post("/banners/", await bannerInput("bad-link", { link }));
      expect(res.statusCode, link).toBe(400);
      expect(res.json().errors.link, link).toEqual([
        "Link must be a path on this site (starting with /) or an https:// address",
      ]);
    }
  });

  it("refuses picture keys that name no uploaded public file", async () => {
    const input = await bannerInput("keys");
    const missing = await admin.post("/banners/", { ...input, image: "content/never-uploaded.jpg" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ image: ["Upload the image again: that picture was not found"] });
    const privateKey = "private/customers/1/photo.jpg";
    await t.storage.put(privateKey, Buffer.from("x"), "image/jpeg");
    const privatePhoto = await admin.post("/banners/", { ...input, mobile_image: privateKey });
    expect(privatePhoto.statusCode).toBe(400);
    expect(Object.keys(privatePhoto.json().errors)).toEqual(["mobile_image"]);
  });

  it("edits a banner: hidden at once from the home page, with before and after in the audit", async () => {
    const created = (await admin.post("/banners/", await bannerInput("edit"))).json();
    expect(await homeBanners()).toContain(created.id);
    const res = await admin.put(`/banners/${created.id}/`, {
      image: created.image,
      mobile_image: created.mobile_image,
      link: "/blogs",
      alt: "Edited",
      is_active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ link: "/blogs", alt: "Edited", is_active: false });
    expect(await homeBanners()).not.toContain(created.id);
    const [audit] = await admin.audit("banner", created.id);
    expect(audit).toMatchObject({
      action: "update",
      before: { link: "/categories/1", is_active: true },
      after: { link: "/blogs", is_active: false },
    });
  });

  it("deletes a banner: gone from the home page, audited, and a second delete is 404", async () => {
    const created = (await admin.post("/banners/", await bannerInput("delete"))).json();
    expect(await homeBanners()).toContain(created.id);
    const res = await admin.delete(`/banners/${created.id}/`);
    expect(res.statusCode).toBe(200);
    expect(await homeBanners()).not.toContain(created.id);
    expect((await admin.delete(`/banners/${created.id}/`)).statusCode).toBe(404);
    expect((await admin.put(`/banners/${created.id}/`, await bannerInput("gone"))).statusCode).toBe(404);
    const [audit] = await admin.audit("banner", created.id);
    expect(audit).toMatchObject({ action: "delete", after: null, before: { id: created.id } });
  });

  it("reorders the whole list, which the home page follows at once; a stale list is 409", async () => {
    const ids = ((await admin.get("/banners/")).json().results as { id: number }[]).map((b) => b.id);
    const reversed = [...ids].reverse();
    const res = await admin.post("/banners/reorder/", { ids: reversed });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((b: { id: number }) => b.id)).toEqual(reversed);
    const active = new Set(await homeBanners());
    expect(await homeBanners()).toEqual(reversed.filter((id) => active.has(id)));
    const [audit] = await admin.audit("banner", "all");
    expect(audit).toMatchObject({ action: "reorder", before: ids, after: reversed });

    const stale = await admin.post("/banners/reorder/", { ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    const twice = await admin.post("/banners/reorder/", { ids: [reversed[0], reversed[0]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toHaveProperty("ids");
  });

  it("changes nothing when its audit row cannot be written: the edit and its record go together", async () => {
    const created = (await admin.post("/banners/", await bannerInput("atomic"))).json();
    const broken = await failWrites(t.db, "audit_log", "insert");
    try {
      const res = await admin.put(`/banners/${created.id}/`, {
        ...(await bannerInput("atomic-2")),
        link: "/blogs",
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await broken.restore();
    }
    const listed = (await admin.get("/banners/"))
      .json()
      .results.find((b: { id: number }) => b.id === created.id);
    expect(listed).toMatchObject({ link: "/categories/1", image: created.image });
    expect((await admin.audit("banner", created.id)).map((row) => row.action)).toEqual(["create"]);
  });
});
