import { products } from "@server/db/schema/catalog";
import { adminClient, publicJson } from "@server/testing/admin-client";
import { makeProduct } from "@server/testing/shop-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, "highlights@mithaas.in");
});
afterAll(() => t.close());

type PublicHighlight = { id: number; title: string; link: string; products: { id: number }[] };
const homeHighlights = async () =>
  (await publicJson(t, "/api/setting/setting/")).body[0].active_highlights as PublicHighlight[];
const homeHighlight = async (id: number) => (await homeHighlights()).find((h) => h.id === id);

describe("highlights in the back office", () => {
  it("creates a highlight whose chosen products the home page shows at once, in the chosen order", async () => {
    const before = await homeHighlights(); // fills the public cache
    const { product: first } = await makeProduct(t.db, { name: "Saffron Pista Barfi" });
    const { product: second } = await makeProduct(t.db, { name: "Rose Truffle Box" });
    const res = await admin.post("/highlights/", {
      title: "New this week",
      link: "/categories",
      product_ids: [second.id, first.id],
      is_active: true,
    });
    expect(res.statusCode).toBe(201);
    const highlight = res.json();
    expect(highlight.products.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    expect(highlight.position).toBe(before.length);
    const shown = await homeHighlight(highlight.id);
    expect(shown).toMatchObject({ title: "New this week", link: "/categories" });
    expect(shown?.products.map((p) => p.id)).toEqual([second.id, first.id]);
    const [audit] = await admin.audit("highlight", highlight.id);
    expect(audit).toMatchObject({ action: "create", after: { title: "New this week" } });
  });

  it("answers 400 with field errors for a missing title, an unsafe link and bad product choices", async () => {
    const { product } = await makeProduct(t.db);
    const empty = await admin.post("/highlights/", {
      title: " ",
      link: "javascript:void(0)",
      product_ids: [],
      is_active: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["link", "product_ids", "title"]);
    const twice = await admin.post("/highlights/", {
      title: "Twice",
      link: "/",
      product_ids: [product.id, product.id],
      is_active: true,
    });
    expect(twice.json().errors.product_ids).toEqual(["Each product can be chosen once"]);
    const unknown = await admin.post("/highlights/", {
      title: "Unknown",
      link: "/",
      product_ids: [product.id, 999_999],
      is_active: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.product_ids).toEqual(["These products no longer exist: 999999"]);
  });

  it("edits the products and title at once on the home page; hidden products show to staff only", async () => {
    const { product: kept } = await makeProduct(t.db);
    const { product: hidden } = await makeProduct(t.db, { isActive: false });
    const created = (
      await admin.post("/highlights/", { title: "Gifts", link: "/", product_ids: [kept.id], is_active: true })
    ).json();
    await homeHighlights();
    const res = await admin.put(`/highlights/${created.id}/`, {
      title: "Gifts under ₹500",
      link: "https://mithaas.in/categories",
      product_ids: [hidden.id, kept.id],
      is_active: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual([
      expect.objectContaining({ id: hidden.id, is_active: false }),
      expect.objectContaining({ id: kept.id, is_active: true }),
    ]);
    const shown = await homeHighlight(created.id);
    expect(shown?.title).toBe("Gifts under ₹500");
    expect(shown?.products.map((p) => p.id)).toEqual([kept.id]);
    const [audit] = await admin.audit("highlight", created.id);
    expect(audit).toMatchObject({
      action: "update",
      before: { title: "Gifts", products: [{ id: kept.id }] },
      after: { title: "Gifts under ₹500" },
    });
  });

  it("hides, deletes and reorders highlights, each visible on the home page at once", async () => {
    const { product } = await makeProduct(t.db);
    const input = { title: "Seasonal", link: "/", product_ids: [product.id], is_active: true };
    const created = (await admin.post("/highlights/", input)).json();
    expect(await homeHighlight(created.id)).toBeDefined();
    await admin.put(`/highlights/${created.id}/`, { ...input, is_active: false });
    expect(await homeHighlight(created.id)).toBeUndefined();

    const ids = ((await admin.get("/highlights/")).json().results as { id: number }[]).map((h) => h.id);
    const reordered = [created.id, ...ids.filter((id) => id !== created.id)];
    await admin.put(`/highlights/${created.id}/`, input);
    expect((await admin.post("/highlights/reorder/", { ids: reordered })).statusCode).toBe(200);
    expect((await homeHighlights()).map((h) => h.id)).toEqual(reordered);
    expect((await admin.post("/highlights/reorder/", { ids: [...reordered, 999_999] })).statusCode).toBe(409);

    expect((await admin.delete(`/highlights/${created.id}/`)).statusCode).toBe(200);
    expect(await homeHighlight(created.id)).toBeUndefined();
    expect((await admin.delete(`/highlights/${created.id}/`)).statusCode).toBe(404);
    expect((await admin.audit("highlight", created.id)).map((row) => row.action)).toEqual([
      "delete",
      "update",
      "update",
      "create",
    ]);
  });

  it("offers products to pick by name, hidden ones marked", async () => {
    const { product } = await makeProduct(t.db, { name: "Kesar Kaju Katli 100% pure" });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const res = await admin.get("/highlights/product-choices/?search=kaju%20katli%20100%25");
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        id: product.id,
        name: "Kesar Kaju Katli 100% pure",
        main_image: "",
        price: "500.00",
        is_active: false,
      },
    ]);
    const all = await admin.get("/highlights/product-choices/");
    expect(all.json().results).toHaveLength(20);
    expect(all.json().results[0].main_image).toMatch(/^\/media\//);
  });
});

describe("support settings", () => {
  it("saves the support e-mail and phone, shown by the store at once, audited", async () => {
    const before = (await publicJson(t, "/api/setting/setting/")).body[0];
    const res = await admin.put("/settings/", {
      support_email: "help@mithaas.in",
      support_phone: "98765 43210",
    });
    expect(res.statusCode).toBe(200);
    const after = (await publicJson(t, "/api/setting/setting/")).body[0];
    expect(after).toMatchObject({ support_email: "help@mithaas.in", support_phone: "98765 43210" });
    expect((await admin.get("/settings/")).json()).toMatchObject({ support_email: "help@mithaas.in" });
    const [audit] = await admin.audit("store_settings", 1);
    expect(audit).toMatchObject({
      before: { support_email: before.support_email },
      after: { support_email: "help@mithaas.in" },
    });
  });

  it("answers 400 with field errors for an invalid e-mail or a number that is not a mobile", async () => {
    const res = await admin.put("/settings/", { support_email: "help@", support_phone: "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      support_email: ["Enter a valid e-mail address"],
      support_phone: ["Enter a valid 10-digit Indian mobile number"],
    });
  });
});
