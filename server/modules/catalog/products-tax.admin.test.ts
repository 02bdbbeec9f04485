import { adminProduct } from "@contract/admin/catalog";
import { categories } from "@server/db/schema/catalog";
import { auditRowsOf, productForm, sendAs, storedPicture } from "@server/testing/admin-catalog-kit";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let send: ReturnType<typeof sendAs>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  send = sendAs(t, (await signInAsStaff(t.db, "catalogue@mithaas.in")).headers);
  const [row] = await t.db.select().from(categories).where(eq(categories.slug, "dry-fruits-mithai"));
  if (!row) throw new Error("seed has no mithai category");
  categoryId = row.id;
});
afterAll(() => t.close());

const create = async (overrides: Parameters<typeof productForm>[1] = {}) => {
  const res = await send(
    "POST",
    "/api/admin/products/",
    productForm(categoryId, { images: [{ key: await storedPicture(t) }], ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return adminProduct.parse(res.json());
};
const formOf = (saved: ReturnType<typeof adminProduct.parse>) =>
  productForm(categoryId, {
    name: saved.name,
    price: saved.price,
    discounted_price: saved.discounted_price,
    stock: saved.stock,
    expected_stock: saved.stock,
    images: saved.images,
    hsn_code: saved.hsn_code,
    gst_rate: saved.gst_rate,
  });

describe("a product's tax data in the back office", () => {
  it("saves a product without HSN code and rate while they are optional", async () => {
    const saved = await create({ name: "Untaxed Peda" });
    expect(saved).toMatchObject({ hsn_code: null, gst_rate: null });
  });

  it("sets the HSN code and rate, shows them to staff and records before → after", async () => {
    const saved = await create({ name: "Kaju Katli Box", hsn_code: "2106", gst_rate: 5 });
    expect(saved).toMatchObject({ hsn_code: "2106", gst_rate: 5 });

    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...formOf(saved),
      hsn_code: " 21069099 ",
      gst_rate: 12,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hsn_code: "21069099", gst_rate: 12 });
    const view = await send("GET", `/api/admin/products/${saved.id}/`);
    expect(view.json()).toMatchObject({ hsn_code: "21069099", gst_rate: 12 });
    const audit = await auditRowsOf(t, "product", saved.id);
    const created = audit.find((row) => row.action === "create");
    const update = audit.find((row) => row.action === "update");
    expect(created?.after).toMatchObject({ hsn_code: "2106", gst_rate: 5 });
    expect(update).toMatchObject({
      before: { hsn_code: "2106", gst_rate: 5 },
      after: { hsn_code: "21069099", gst_rate: 12 },
    });
  });

  it("clears both with a blank code and no rate", async () => {
    const saved = await create({ name: "Cleared Barfi", hsn_code: "2106", gst_rate: 5 });
    const res = await send("PUT", `/api/admin/products/${saved.id}/`, {
      ...formOf(saved),
      hsn_code: "",
      gst_rate: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hsn_code: null, gst_rate: null });
  });

  it("refuses an HSN code that is not 4, 6 or 8 digits and a rate outside the GST schedule", async () => {
    const saved = await create({ name: "Refused Ladoo" });
    const put = (values: { hsn_code?: unknown; gst_rate?: unknown }) =>
      send("PUT", `/api/admin/products/${saved.id}/`, { ...formOf(saved), ...values });
    const hsn = "HSN code must be 4, 6 or 8 digits";
    const rate = "GST rate must be 0, 5, 12, 18 or 28 %";
    const refusals = [
      [{ hsn_code: "210" }, "hsn_code", hsn],
      [{ hsn_code: "21069" }, "hsn_code", hsn],
      [{ hsn_code: "210690991" }, "hsn_code", hsn],
      [{ hsn_code: "21A6" }, "hsn_code", hsn],
      [{ hsn_code: 2106 }, "hsn_code", hsn],
      [{ gst_rate: 10 }, "gst_rate", rate],
      [{ gst_rate: 40 }, "gst_rate", rate],
      [{ gst_rate: "5" }, "gst_rate", rate],
    ] as const;
    for (const [values, field, message] of refusals) {
      const res = await put(values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().errors, JSON.stringify(values)).toEqual({ [field]: [message] });
    }
    for (const gst_rate of [0, 5, 12, 18, 28]) {
      const res = await put({ hsn_code: "210690", gst_rate });
      expect(res.statusCode, String(gst_rate)).toBe(200);
    }
  });
});
