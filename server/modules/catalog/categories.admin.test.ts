import { adminCategory, adminCategoryPage, type CategoryFormValues } from "@contract/admin/categories";
import { auditRowsOf, productForm, sendAs, storedPicture } from "@server/testing/admin-catalog-kit";
import { itRace } from "@server/testing/race";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let send: ReturnType<typeof sendAs>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  send = sendAs(t, (await signInAsStaff(t.db, "categories@mithaas.in")).headers);
});
afterAll(() => t.close());

const form = (image_key: string, overrides: Partial<CategoryFormValues> = {}): CategoryFormValues => ({
  name: "Diwali Gifting",
  slug: "",
  description: "Boxes and hampers for the festival of lights.",
  image_key,
  position: 3,
  is_published: true,
  ...overrides,
});
const publicCategories = async () =>
  (await t.app.inject({ url: "/api/products/categories/" })).json().results as { id: number; name: string }[];
const create = async (overrides: Partial<CategoryFormValues> = {}) => {
  const res = await send("POST", "/api/admin/categories/", form(await storedPicture(t), overrides));
  expect(res.statusCode, res.body).toBe(201);
  return adminCategory.parse(res.json());
};

describe("staff manage categories", () => {
  it("creates, edits and hides a category; the store's category list shows each change at once", async () => {
    expect(await publicCategories()).toEqual([]);
    const made = await create();
    expect(made).toMatchObject({
      name: "Diwali Gifting",
      slug: "diwali-gifting",
      position: 3,
      product_count: 0,
    });
    expect((await publicCategories()).map((row) => row.name)).toEqual(["Diwali Gifting"]);

    const renamed = await send("PUT", `/api/admin/categories/${made.id}/`, {
      ...form(made.image_key),
      name: "Diwali Gifts",
      slug: made.slug,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await publicCategories()).map((row) => row.name)).toEqual(["Diwali Gifts"]);

    await send("PUT", `/api/admin/categories/${made.id}/`, { ...form(made.image_key), is_published: false });
    expect(await publicCategories()).toEqual([]);
    const list = adminCategoryPage.parse((await send("GET", "/api/admin/categories/")).json());
    expect(list.results.map((row) => [row.id, row.is_published])).toContainEqual([made.id, false]);

    const audit = await auditRowsOf(t, "category", made.id);
    expect(audit.map((row) => row.action)).toEqual(["create", "update", "update"]);
    expect(audit[1]).toMatchObject({ before: { name: "Diwali Gifting" }, after: { name: "Diwali Gifts" } });
  });

  it("validates the form: name, slug, position, picture (400 with field errors)", async () => {
    const picture = await storedPicture(t);
    const errorsOf = async (body: unknown) => {
      const res = await send("POST", "/api/admin/categories/", body);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await errorsOf(form(picture, { name: "  " }))).toEqual({ name: ["Name is required"] });
    expect(await errorsOf(form(picture, { position: -1 }))).toHaveProperty("position");
    expect(await errorsOf(form(picture, { slug: "Bad slug" }))).toHaveProperty("slug");
    expect(await errorsOf(form("categories/missing.jpg"))).toEqual({
      image_key: ["This picture is no longer stored; upload it again"],
    });
    await create({ name: "Taken", slug: "taken" });
    expect(await errorsOf(form(picture, { slug: "taken" }))).toEqual({
      slug: ["This slug is already used by another category"],
    });
  });

  it("counts a category's products and deletes only an empty one; one with products (even hidden) answers 409", async () => {
    const full = await create({ name: "Has products" });
    const product = await send(
      "POST",
      "/api/admin/products/",
      productForm(full.id, { is_published: false, name: "Hidden resident" }),
    );
    expect(product.statusCode, product.body).toBe(201);
    await send("POST", "/api/admin/products/", productForm(full.id, { is_published: false, name: "Second" }));
    const listed = adminCategoryPage.parse((await send("GET", "/api/admin/categories/")).json());
    expect(listed.results.find((row) => row.id === full.id)?.product_count).toBe(2);
    expect((await send("GET", `/api/admin/categories/${full.id}/`)).json().product_count).toBe(2);
    const refused = await send("DELETE", `/api/admin/categories/${full.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This category still has 2 products. Move or delete them first.");

    const empty = await create({ name: "Empty one" });
    expect((await send("DELETE", `/api/admin/categories/${empty.id}/`)).statusCode).toBe(200);
    expect((await send("GET", `/api/admin/categories/${empty.id}/`)).statusCode).toBe(404);
    expect((await auditRowsOf(t, "category", empty.id)).map((row) => row.action)).toEqual([
      "create",
      "delete",
    ]);
  });

  itRace("never leaves a product in a deleted category when a delete and a new product race", async () => {
    for (let round = 0; round < 5; round++) {
      const category = await create({ name: `Racing ${round}` });
      const [deleted, made] = await Promise.all([
        send("DELETE", `/api/admin/categories/${category.id}/`),
        send("POST", "/api/admin/products/", productForm(category.id, { is_published: false })),
      ]);
      // Exactly one wins: the delete (the product is refused, 400 on category_id) or the product (409).
      if (deleted.statusCode === 200) {
        expect(made.statusCode).toBe(400);
        expect(made.json().errors).toHaveProperty("category_id");
      } else {
        expect([deleted.statusCode, made.statusCode]).toEqual([409, 201]);
      }
    }
  });
});
