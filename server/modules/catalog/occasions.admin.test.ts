import { type AdminOccasion, adminOccasion, adminOccasionList } from "@contract/admin/occasions";
import { settingsResponse } from "@contract/content";
import { products } from "@server/db/schema/catalog";
import { occasions, productOccasions } from "@server/db/schema/catalog-occasions";
import { adminClient } from "@server/testing/admin-client";
import { failWrites } from "@server/testing/fail-writes";
import { documentMatches, vocabulary } from "@server/testing/search-index-kit";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminClient(t, "occasions@mithaas.in");
});
afterAll(() => t.close());

const list = async () => adminOccasionList.parse((await admin.get("/occasions/")).json()).results;
const settingsOccasions = async () =>
  settingsResponse.parse((await t.app.inject({ url: "/api/setting/setting/" })).json())[0]?.occasions ?? [];
const bySlug = async (slug: string) => {
  const found = (await list()).find((row) => row.slug === slug);
  if (!found) throw new Error(`no occasion ${slug}`);
  return found;
};
const productsOf = async (occasionId: number) =>
  (await t.db.select().from(productOccasions).where(eq(productOccasions.occasionId, occasionId)))
    .map((row) => row.productId)
    .sort((a, b) => a - b);
const termsOf = async (ids: number[]) =>
  (await t.db.select({ terms: products.searchTerms }).from(products).where(inArray(products.id, ids))).map(
    (row) => row.terms,
  );
const formOf = (row: AdminOccasion) => ({
  kind: row.kind,
  title: row.title,
  description: row.description,
  is_active: row.is_active,
  slug: row.slug,
});

describe("occasions in the back office", () => {
  it("lists every occasion, then every recipient, in the store's order, with their product counts", async () => {
    const rows = await list();
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.kind)).toEqual([
      ...Array(7).fill("occasion"),
      ...Array(5).fill("recipient"),
    ]);
    expect(rows[0]).toMatchObject({ slug: "birthday", title: "Birthday", is_active: true });
    expect(rows[0]?.product_count).toBe((await productsOf(rows[0]?.id ?? 0)).length);
    expect(rows[0]?.product_count).toBeGreaterThan(0);
    expect((await admin.get(`/occasions/${rows[0]?.id}/`)).json()).toEqual(rows[0]);
  });

  it("creates one last in its kind, with a slug from its title, shown in the store at once and audited", async () => {
    const before = await settingsOccasions(); // fills the public cache
    const res = await admin.post("/occasions/", {
      kind: "recipient",
      title: "For Teachers",
      description: "Thank the teacher who made the difference.",
      is_active: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = adminOccasion.parse(res.json());
    expect(made).toMatchObject({ slug: "for-teachers", kind: "recipient", product_count: 0 });
    expect((await list()).at(-1)?.id).toBe(made.id);
    expect(await settingsOccasions()).toEqual([
      ...before,
      { slug: "for-teachers", title: "For Teachers", kind: "recipient" },
    ]);
    const [audit] = await admin.audit("occasion", made.id);
    expect(audit).toMatchObject({
      action: "create",
      staff_email: "occasions@mithaas.in",
      before: null,
      after: { slug: "for-teachers", title: "For Teachers", kind: "recipient", is_active: true },
    });
  });

  it("keeps slugs unique across both kinds: a title taken makes -2, a typed slug taken is a 400", async () => {
    const made = await admin.post("/occasions/", { kind: "recipient", title: "Birthday", is_active: false });
    expect(made.json().slug).toBe("birthday-2");
    const taken = await admin.post("/occasions/", {
      kind: "recipient",
      title: "Birthday Girl",
      slug: "for-her",
      is_active: true,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({
      slug: ["This slug is already used by another occasion or recipient"],
    });
  });

  it("answers 400 with the field's message for a missing title, long text, a bad kind or slug", async () => {
    const res = await admin.post("/occasions/", {
      kind: "festival",
      title: "",
      description: "x".repeat(301),
      is_active: true,
      slug: "Not A Slug",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      kind: ["Choose occasion or recipient"],
      title: ["Title is required"],
      description: ["Description must be at most 300 characters"],
      slug: ["Use lower-case letters, digits and single dashes, e.g. kaju-katli-500-g"],
    });
    const long = await admin.post("/occasions/", {
      kind: "occasion",
      title: "y".repeat(41),
      is_active: true,
    });
    expect(long.json().errors).toEqual({ title: ["Title must be at most 40 characters"] });
    const slug = await admin.post("/occasions/", {
      kind: "occasion",
      title: "Y",
      slug: "a".repeat(61),
      is_active: true,
    });
    expect(slug.json().errors).toEqual({ slug: ["Slug must be at most 60 characters"] });
  });

  it("renames one: its products are found by the new title at once, a word the vocabulary now holds", async () => {
    const thanks = await bySlug("thank-you");
    const tagged = await productsOf(thanks.id);
    expect(tagged.length).toBeGreaterThan(0);
    const res = await admin.put(`/occasions/${thanks.id}/`, { ...formOf(thanks), title: "Gratitude" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Gratitude", slug: "thank-you", product_count: tagged.length });
    expect(await documentMatches(t, "gratitude")).toEqual(tagged);
    expect(await vocabulary(t)).toContain("gratitude");
    expect((await settingsOccasions()).find((row) => row.slug === "thank-you")?.title).toBe("Gratitude");
    const [audit] = await admin.audit("occasion", thanks.id);
    expect(audit).toMatchObject({
      action: "update",
      before: { title: "Thank You" },
      after: { title: "Gratitude" },
    });
  });

  it("hides one: gone from the store's list and from its products' search terms", async () => {
    const corporate = await bySlug("corporate");
    const tagged = await productsOf(corporate.id);
    expect(await termsOf(tagged)).toEqual(tagged.map(() => expect.stringContaining("Corporate")));
    const res = await admin.put(`/occasions/${corporate.id}/`, { ...formOf(corporate), is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect((await settingsOccasions()).map((row) => row.slug)).not.toContain("corporate");
    expect(await termsOf(tagged)).toEqual(tagged.map(() => expect.not.stringContaining("Corporate")));
  });

  it("moves one that changes kind to the end of its new kind", async () => {
    const wedding = await bySlug("wedding");
    const res = await admin.put(`/occasions/${wedding.id}/`, { ...formOf(wedding), kind: "recipient" });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await list();
    expect(rows.filter((row) => row.kind === "recipient").at(-1)?.id).toBe(wedding.id);
    await admin.put(`/occasions/${wedding.id}/`, formOf(wedding));
  });

  it("deletes one with its product links, listed in the audit; its products keep nothing of it", async () => {
    const diwali = await bySlug("diwali");
    const tagged = await productsOf(diwali.id);
    expect(tagged.length).toBeGreaterThan(0);
    expect(await termsOf(tagged)).toEqual(tagged.map(() => expect.stringContaining("Diwali")));
    const res = await admin.delete(`/occasions/${diwali.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Occasion deleted" });
    expect(await productsOf(diwali.id)).toEqual([]);
    expect(await termsOf(tagged)).toEqual(tagged.map(() => expect.not.stringContaining("Diwali")));
    expect((await settingsOccasions()).map((row) => row.slug)).not.toContain("diwali");
    const [audit] = await admin.audit("occasion", diwali.id);
    expect(audit).toMatchObject({
      action: "delete",
      after: null,
      before: { slug: "diwali", title: "Diwali", product_ids: tagged },
    });
    expect((await admin.delete(`/occasions/${diwali.id}/`)).statusCode).toBe(404);
    expect((await admin.get(`/occasions/${diwali.id}/`)).statusCode).toBe(404);
    expect((await admin.put(`/occasions/${diwali.id}/`, formOf(diwali))).statusCode).toBe(404);
  });

  it("reorders the whole list, which the store follows at once; a stale list is 409", async () => {
    const ids = (await list()).map((row) => row.id);
    const reversed = [...ids].reverse();
    const res = await admin.post("/occasions/reorder/", { ids: reversed });
    expect(res.statusCode, res.body).toBe(200);
    const rows = adminOccasionList.parse(res.json()).results;
    // Occasions stay before recipients; within each kind the order is the new one.
    const expected = [
      ...reversed.filter((id) => rows.find((row) => row.id === id)?.kind === "occasion"),
      ...reversed.filter((id) => rows.find((row) => row.id === id)?.kind === "recipient"),
    ];
    expect(rows.map((row) => row.id)).toEqual(expected);
    const shown = rows.filter((row) => row.is_active).map((row) => row.slug);
    expect((await settingsOccasions()).map((row) => row.slug)).toEqual(shown);
    const [audit] = await admin.audit("occasion", "all");
    expect(audit).toMatchObject({ action: "reorder", before: ids, after: expected });

    expect((await admin.post("/occasions/reorder/", { ids: reversed.slice(1) })).statusCode).toBe(409);
  });

  it("changes nothing when its audit row cannot be written: the edit, its search terms and its record go together", async () => {
    const birthday = await bySlug("birthday");
    const tagged = await productsOf(birthday.id);
    const broken = await failWrites(t.db, "audit_log", "insert");
    try {
      const res = await admin.put(`/occasions/${birthday.id}/`, {
        ...formOf(birthday),
        title: "Happy Returns",
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await broken.restore();
    }
    const [row] = await t.db.select().from(occasions).where(eq(occasions.id, birthday.id));
    expect(row?.title).toBe("Birthday");
    expect(await documentMatches(t, "returns")).toEqual([]);
    expect(await documentMatches(t, "birthday")).toEqual(expect.arrayContaining(tagged));
    expect((await admin.audit("occasion", birthday.id)).map((audit) => audit.action)).not.toContain("update");
  });
});
