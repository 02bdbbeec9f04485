import { adminProduct } from "@contract/admin/catalog";
import { categories } from "@server/db/schema/catalog";
import { occasions } from "@server/db/schema/catalog-occasions";
import { auditRowsOf, productForm, sendAs, storedPicture } from "@server/testing/admin-catalog-kit";
import { documentMatches } from "@server/testing/search-index-kit";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The product form's "Occasions & recipients" (decision 26): `occasion_ids`, saved with the product.
let t: TestApp;
let send: ReturnType<typeof sendAs>;
let categoryId: number;
let tags: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  send = sendAs(t, (await signInAsStaff(t.db, "catalogue@mithaas.in")).headers);
  const [category] = await t.db.select().from(categories).where(eq(categories.slug, "dry-fruits-mithai"));
  if (!category) throw new Error("seed has no mithai category");
  categoryId = category.id;
  const rows = await t.db.select().from(occasions).orderBy(asc(occasions.id));
  tags = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});
afterAll(() => t.close());

const idOf = (slug: string) => {
  const id = tags[slug];
  if (id === undefined) throw new Error(`seed has no occasion ${slug}`);
  return id;
};

async function create(occasion_ids: number[]) {
  const form = productForm(categoryId, {
    name: "Anjeer Kaju Roll",
    images: [{ key: await storedPicture(t) }],
    occasion_ids,
  });
  const res = await send("POST", "/api/admin/products/", form);
  expect(res.statusCode, res.body).toBe(201);
  return adminProduct.parse(res.json());
}

describe("a product's occasions and recipients", () => {
  it("saves them with the product, shows them to staff, finds the product by their titles, and audits them", async () => {
    const saved = await create([idOf("rakhi"), idOf("for-parents")]);
    expect(saved.occasion_ids).toEqual([idOf("rakhi"), idOf("for-parents")].sort((a, b) => a - b));
    expect((await send("GET", `/api/admin/products/${saved.id}/`)).json().occasion_ids).toEqual(
      saved.occasion_ids,
    );
    expect(await documentMatches(t, "rakhi & parents & anjeer")).toEqual([saved.id]);
    const [created] = await auditRowsOf(t, "product", saved.id);
    expect(created?.after).toMatchObject({ occasion_ids: saved.occasion_ids });
  });

  it("replaces them on edit, with before → after in the audit and search following at once", async () => {
    const saved = await create([idOf("rakhi")]);
    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...productForm(categoryId, {
        name: saved.name,
        images: saved.images,
        stock: saved.stock,
        expected_stock: saved.stock,
      }),
      occasion_ids: [idOf("wedding")],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().occasion_ids).toEqual([idOf("wedding")]);
    const matches = await documentMatches(t, "anjeer & wedding");
    expect(matches).toContain(saved.id);
    expect(await documentMatches(t, "anjeer & rakhi")).not.toContain(saved.id);
    const [, update] = await auditRowsOf(t, "product", saved.id);
    expect(update).toMatchObject({
      action: "update",
      before: { occasion_ids: [idOf("rakhi")] },
      after: { occasion_ids: [idOf("wedding")] },
    });
  });

  it("answers 400 on occasion_ids for more than 20, one chosen twice, or one that does not exist", async () => {
    const errorsOf = async (occasion_ids: unknown) => {
      const form = { ...productForm(categoryId, { is_published: false }), occasion_ids };
      const res = await send("POST", "/api/admin/products/", form);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await errorsOf(Array.from({ length: 21 }, (_, index) => index + 1))).toEqual({
      occasion_ids: ["At most 20 occasions and recipients"],
    });
    expect(await errorsOf([idOf("rakhi"), idOf("rakhi")])).toEqual({
      occasion_ids: ["Each occasion or recipient can be chosen once"],
    });
    expect(await errorsOf([idOf("rakhi"), 999_999])).toEqual({
      occasion_ids: ["An occasion or recipient you chose no longer exists; reload and choose again"],
    });
  });
});
