import { randomUUID } from "node:crypto";
import { adminProduct, adminProductPage } from "@contract/admin/catalog";
import { cartItemCustomizations } from "@server/db/schema/cart";
import { categories, products } from "@server/db/schema/catalog";
import {
  auditRowsOf,
  productForm,
  sendAs,
  storedPicture,
  uploadedPicture,
} from "@server/testing/admin-catalog-kit";
import { fillCart } from "@server/testing/checkout-fixtures";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import { signInAs, signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { unpaidOrder } from "@server/testing/unpaid-order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Awaited<ReturnType<typeof signInAsStaff>>;
let send: ReturnType<typeof sendAs>;
let category: typeof categories.$inferSelect;
let other: typeof products.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signInAsStaff(t.db, "catalogue@mithaas.in");
  send = sendAs(t, staff.headers);
  const [row] = await t.db.select().from(categories).where(eq(categories.slug, "dry-fruits-mithai"));
  const [box] = await t.db.select().from(products).where(eq(products.slug, "signature-box-16"));
  if (!row || !box) throw new Error("seed has no mithai category or signature box");
  category = row;
  other = box;
});
afterAll(() => t.close());

const productAudit = (id: number) => auditRowsOf(t, "product", id);

const publicListing = async (search: string) =>
  (
    await t.app.inject({
      url: `/api/products/categories/${category.id}/products/?search=${encodeURIComponent(search)}`,
    })
  ).json();

describe("staff create a product", () => {
  it("saves every part, and the store's listing, product page and audit log show it at once", async () => {
    // Read the listing first, so a stale cached page would be served if the write forgot to invalidate.
    expect((await publicListing("Kaju Katli Gift Tin")).count).toBe(0);
    const first = (await uploadedPicture(t, staff.headers)).key;
    const second = (await uploadedPicture(t, staff.headers)).key;
    const res = await send(
      "POST",
      "/api/admin/products/",
      productForm(category.id, {
        images: [{ key: first }, { key: second }],
        customizable_fields: [
          { name: "Message on the tin", field_type: "text", is_required: true, min_photos: 0, max_photos: 0 },
          { name: "Photos", field_type: "image", is_required: false, min_photos: 0, max_photos: 3 },
        ],
        similar_products: [{ id: other.id }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = adminProduct.parse(res.json());
    expect(saved).toMatchObject({
      name: "Kaju Katli Gift Tin",
      slug: "kaju-katli-gift-tin",
      price: "899.00",
      discounted_price: "799.00",
      stock: 12,
      is_published: true,
      features: ["Made with Goa cashews"],
      faqs: [{ question: "How long does it keep?", answer: "Three weeks in a cool place." }],
      similar_products: [{ id: other.id, name: other.name }],
    });
    expect(saved.images.map((image) => image.key)).toEqual([first, second]);

    const listing = await publicListing("Kaju Katli Gift Tin");
    expect(listing.results.map((card: { id: number }) => card.id)).toEqual([saved.id]);
    const page = (await t.app.inject({ url: `/api/products/${saved.id}/` })).json();
    expect(page).toMatchObject({
      name: "Kaju Katli Gift Tin",
      price: "899.00",
      discounted_price: "799.00",
      main_image: t.storage.url(first),
      features: JSON.stringify(["Made with Goa cashews"]),
      is_customizable: true,
      customizable_fields: [
        { name: "Message on the tin", field_type: "text", is_required: true, min_photos: 0, max_photos: 0 },
        { name: "Photos", field_type: "image", is_required: false, min_photos: 0, max_photos: 3 },
      ],
      similar_products: [{ id: other.id }],
    });

    const audit = await productAudit(saved.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "create",
      staffEmail: "catalogue@mithaas.in",
      before: null,
      after: { name: "Kaju Katli Gift Tin", price: "899.00", stock: 12, images: [first, second] },
    });
  });

  it("makes a unique slug from the name, and refuses a slug another product has", async () => {
    const picture = await storedPicture(t);
    const make = (overrides = {}) =>
      send(
        "POST",
        "/api/admin/products/",
        productForm(category.id, { images: [{ key: picture }], ...overrides }),
      );
    const a = await make({ name: "Rose Barfi (500 g)" });
    const b = await make({ name: "Rose Barfi (500 g)" });
    expect([a.json().slug, b.json().slug]).toEqual(["rose-barfi-500-g", "rose-barfi-500-g-2"]);

    const taken = await make({ slug: "rose-barfi-500-g" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ slug: ["This slug is already used by another product"] });
  });
});

describe("the product form's rules", () => {
  const errorsOf = async (overrides: Parameters<typeof productForm>[1]) => {
    const res = await send("POST", "/api/admin/products/", productForm(category.id, overrides));
    expect(res.statusCode, res.body).toBe(400);
    return res.json().errors as Record<string, string[]>;
  };

  it("answers 400 with the field's message for prices, discounts, stock, slugs and pictures", async () => {
    expect(await errorsOf({ price: "0" })).toMatchObject({ price: ["Price must be more than ₹0"] });
    expect(await errorsOf({ price: "49.999" })).toMatchObject({
      price: ["Price must be an amount in rupees like 499 or 499.00"],
    });
    expect(await errorsOf({ price: "499.00", discounted_price: "499.00", is_published: false })).toEqual({
      discounted_price: ["The discounted price must be lower than the price"],
    });
    expect(await errorsOf({ discounted_price: "0.00", is_published: false })).toMatchObject({
      discounted_price: ["Discounted price must be more than ₹0"],
    });
    expect(await errorsOf({ stock: -1, is_published: false })).toEqual({
      stock: ["Stock must be a whole number from 0 to 10,00,000"],
    });
    expect(await errorsOf({ stock: 1.5, is_published: false })).toHaveProperty("stock");
    expect(await errorsOf({ slug: "Not A Slug!", is_published: false })).toHaveProperty("slug");
    expect(await errorsOf({ is_published: true, images: [] })).toEqual({
      images: ["A published product needs at least one picture"],
    });
    expect(await errorsOf({ images: [{ key: "private/customers/1/abc.jpg" }] })).toHaveProperty([
      "images.0.key",
    ]);
    expect(await errorsOf({ images: [{ key: "products/never-uploaded.jpg" }] })).toEqual({
      "images.0.key": ["This picture is no longer stored; upload it again"],
    });
  });

  it("checks customisable fields, similar products and the category", async () => {
    const hidden = { is_published: false };
    const field = { name: "Photos", field_type: "image" as const, is_required: true };
    expect(
      await errorsOf({ ...hidden, customizable_fields: [{ ...field, min_photos: 4, max_photos: 2 }] }),
    ).toEqual({
      "customizable_fields.0.min_photos": ["The minimum number of photos cannot be above the maximum"],
    });
    expect(
      await errorsOf({ ...hidden, customizable_fields: [{ ...field, min_photos: 0, max_photos: 2 }] }),
    ).toEqual({
      "customizable_fields.0.min_photos": ["A required photo field needs a minimum of at least 1 photo"],
    });
    expect(
      await errorsOf({
        ...hidden,
        customizable_fields: [1, 2, 3].map(() => ({ ...field, min_photos: 1, max_photos: 10 })),
      }),
    ).toEqual({ customizable_fields: ["All photo fields together may ask for at most 20 photos"] });
    expect(await errorsOf({ ...hidden, similar_products: [{ id: 999_999 }] })).toEqual({
      "similar_products.0.id": ["This product no longer exists"],
    });
    expect(await errorsOf({ ...hidden, category_id: 999_999 })).toEqual({
      category_id: ["Category not found"],
    });
  });
});

describe("staff edit, hide and delete a product", () => {
  const create = async (overrides: Parameters<typeof productForm>[1] = {}) => {
    const res = await send(
      "POST",
      "/api/admin/products/",
      productForm(category.id, { images: [{ key: await storedPicture(t) }], ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return adminProduct.parse(res.json());
  };
  const formOf = (saved: ReturnType<typeof adminProduct.parse>) =>
    productForm(category.id, {
      name: saved.name,
      slug: "",
      price: saved.price,
      discounted_price: saved.discounted_price,
      stock: saved.stock,
      expected_stock: saved.stock,
      images: saved.images,
      customizable_fields: saved.customizable_fields,
    });

  it("shows an edit in the store at once, keeps the slug when left blank and records before → after", async () => {
    const saved = await create({ name: "Pista Roll" });
    expect((await t.app.inject({ url: `/api/products/${saved.id}/` })).json().price).toBe("899.00");

    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...formOf(saved),
      name: "Pista Roll (12 pieces)",
      price: "949.50",
      discounted_price: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: "pista-roll", price: "949.50", discounted_price: null });
    expect((await t.app.inject({ url: `/api/products/${saved.id}/` })).json()).toMatchObject({
      name: "Pista Roll (12 pieces)",
      price: "949.50",
      discounted_price: null,
    });
    const [, update] = await productAudit(saved.id);
    expect(update).toMatchObject({
      action: "update",
      before: { name: "Pista Roll", price: "899.00", discounted_price: "799.00" },
      after: { name: "Pista Roll (12 pieces)", price: "949.50", discounted_price: null },
    });
  });

  it("marks a product perishable with its days, shows it to staff and records before → after", async () => {
    const saved = await create({ name: "Malai Sandwich" });
    expect(saved).toMatchObject({ is_perishable: false, max_days_ahead: null });

    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...formOf(saved),
      is_perishable: true,
      max_days_ahead: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_perishable: true, max_days_ahead: 2 });
    const view = await send("GET", `/api/admin/products/${saved.id}/`);
    expect(view.json()).toMatchObject({ is_perishable: true, max_days_ahead: 2 });
    const [, update] = await productAudit(saved.id);
    expect(update).toMatchObject({
      before: { is_perishable: false, max_days_ahead: null },
      after: { is_perishable: true, max_days_ahead: 2 },
    });
  });

  it("refuses days to deliver within for a product that is not perishable, or outside 0 to 29", async () => {
    const saved = await create({ name: "Kaju Pista Roll" });
    const put = (values: { is_perishable: boolean; max_days_ahead: number | null }) =>
      send("PUT", `/api/admin/products/${saved.id}/`, { ...formOf(saved), ...values });
    const refusals = [
      [
        { is_perishable: false, max_days_ahead: 2 },
        "Only a perishable product has a number of days to deliver within",
      ],
      [
        { is_perishable: true, max_days_ahead: 30 },
        "Deliver within must be a whole number of days from 0 to 29",
      ],
      [
        { is_perishable: true, max_days_ahead: -1 },
        "Deliver within must be a whole number of days from 0 to 29",
      ],
      [
        { is_perishable: true, max_days_ahead: 1.5 },
        "Deliver within must be a whole number of days from 0 to 29",
      ],
    ] as const;
    for (const [values, message] of refusals) {
      const res = await put(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().errors).toEqual({ max_days_ahead: [message] });
    }
    expect((await put({ is_perishable: true, max_days_ahead: 0 })).statusCode).toBe(200);
    expect((await put({ is_perishable: true, max_days_ahead: null })).json()).toMatchObject({
      is_perishable: true,
      max_days_ahead: null,
    });
  });

  it("hides a product from every public view but keeps it in the back office", async () => {
    const saved = await create({ name: "Anjeer Barfi Hidden" });
    expect((await publicListing("Anjeer Barfi Hidden")).count).toBe(1);
    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...formOf(saved),
      is_published: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${saved.id}/` })).statusCode).toBe(404);
    expect((await publicListing("Anjeer Barfi Hidden")).count).toBe(0);
    const list = adminProductPage.parse(
      (await send("GET", "/api/admin/products/?status=hidden&search=Anjeer%20Barfi%20Hidden")).json(),
    );
    expect(list.results.map((row) => [row.id, row.is_published])).toEqual([[saved.id, false]]);
  });

  it("keeps a kept field's saved answers, and deletes the customers' photos of a field it removes", async () => {
    const text = {
      name: "Name",
      field_type: "text" as const,
      is_required: true,
      min_photos: 0,
      max_photos: 0,
    };
    const photos = {
      name: "Photos",
      field_type: "image" as const,
      is_required: true,
      min_photos: 1,
      max_photos: 2,
    };
    const saved = await create({ customizable_fields: [text, photos] });
    const [textField, photoField] = saved.customizable_fields;
    if (!textField || !photoField) throw new Error("fields not saved");
    const customer = await signInAs(t.db, { email: "photos@example.in" });
    const photo = `private/customers/${customer.user.id}/${randomUUID()}.jpg`;
    await t.storage.put(photo, await jpegPhoto(), "image/jpeg");
    await fillCart(t.db, customer.user.id, [
      {
        productId: saved.id,
        quantity: 1,
        answers: [
          { fieldId: textField.id, text: "Asha" },
          { fieldId: photoField.id, imageKeys: [photo] },
        ],
      },
    ]);

    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...formOf(saved),
      customizable_fields: [{ ...text, id: textField.id, name: "Name on the box" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customizable_fields).toEqual([{ ...text, id: textField.id, name: "Name on the box" }]);
    const answers = await t.db.select().from(cartItemCustomizations);
    expect(answers.filter((row) => row.fieldId === textField.id).map((row) => row.textValue)).toEqual([
      "Asha",
    ]);
    expect(answers.some((row) => row.fieldId === photoField.id)).toBe(false);
    expect(await t.storage.exists(photo)).toBe(false);
  });

  it("deletes a product nothing remembers, and refuses (409) one with an order, whose order keeps its line", async () => {
    const lonely = await create({ name: "Never Sold Ladoo" });
    const gone = await send("DELETE", `/api/admin/products/${lonely.id}/`);
    expect(gone.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/products/${lonely.id}/` })).statusCode).toBe(404);
    expect((await send("GET", `/api/admin/products/${lonely.id}/`)).statusCode).toBe(404);
    expect((await productAudit(lonely.id)).map((row) => row.action)).toEqual(["create", "delete"]);

    const sold = await create({ name: "Sold Ladoo" });
    const { order } = await unpaidOrder(t.db, t.deps.payments, { productId: sold.id });
    const refused = await send("DELETE", `/api/admin/products/${sold.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Hide it instead/);
    expect((await send("GET", `/api/admin/products/${sold.id}/`)).statusCode).toBe(200);
    expect(order.id).toBeGreaterThan(0);
  });
});

describe("the product list", () => {
  it("filters by category, status, name and low stock, sorts, and pages", async () => {
    const all = adminProductPage.parse((await send("GET", "/api/admin/products/?page_size=5")).json());
    expect(all.results).toHaveLength(5);
    expect(all.count).toBeGreaterThan(90);

    const mithai = adminProductPage.parse(
      (await send("GET", `/api/admin/products/?category=${category.id}&page_size=100`)).json(),
    );
    expect(mithai.results.every((row) => row.category.id === category.id)).toBe(true);

    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, other.id));
    const low = adminProductPage.parse(
      (await send("GET", "/api/admin/products/?low_stock=true&sort=stock&page_size=100")).json(),
    );
    expect(low.results.every((row) => row.stock <= 5)).toBe(true);
    expect(low.results.map((row) => row.id)).toContain(other.id);
    const stocks = low.results.map((row) => row.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));

    const byName = adminProductPage.parse(
      (await send("GET", `/api/admin/products/?search=${encodeURIComponent(other.name)}`)).json(),
    );
    expect(byName.results[0]?.id).toBe(other.id);

    const bad = await send("GET", "/api/admin/products/?sort=cheapest");
    expect(bad.statusCode).toBe(400);
  });
});
