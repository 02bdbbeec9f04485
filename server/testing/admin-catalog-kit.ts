/** Test helpers for the back office's catalogue: a picture as staff upload it, a valid product form. */

import type { ProductFormValues } from "@contract/admin/catalog";
import { auditLog } from "@server/db/schema";
import { newStorageKey } from "@server/platform/storage";
import { asc, eq } from "drizzle-orm";
import { jpegPhoto, multipartBody } from "./shop-fixtures";
import type { TestApp } from "./test-app";

/** A stored picture, as `POST /api/admin/media/` leaves one: its key. */
export async function storedPicture(t: TestApp): Promise<string> {
  const key = newStorageKey("products", "jpg");
  await t.storage.put(key, await jpegPhoto(), "image/jpeg");
  return key;
}

/** A picture uploaded the way the product form does it, through `POST /api/admin/media/`. */
export async function uploadedPicture(t: TestApp, headers: Record<string, string>) {
  const form = await multipartBody({}, [
    { name: "file", filename: "tin.jpg", type: "image/jpeg", body: await jpegPhoto() },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/media/",
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
  if (res.statusCode !== 201) throw new Error(`media upload answered ${res.statusCode}: ${res.body}`);
  return res.json() as { key: string; url: string };
}

export function productForm(
  categoryId: number,
  overrides: Partial<ProductFormValues> = {},
): ProductFormValues {
  return {
    name: "Kaju Katli Gift Tin",
    slug: "",
    description: "Silver-leaf cashew fudge in a keepsake tin.",
    price: "899.00",
    discounted_price: "799.00",
    stock: 12,
    expected_stock: null,
    category_id: categoryId,
    is_published: true,
    images: [],
    features: [{ text: "Made with Goa cashews" }],
    faqs: [{ question: "How long does it keep?", answer: "Three weeks in a cool place." }],
    customizable_fields: [],
    similar_products: [],
    ...overrides,
  };
}

export function sendAs(t: TestApp, headers: Record<string, string>) {
  return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** A catalogue row's audit entries, oldest first. */
export const auditRowsOf = (t: TestApp, entity: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.filter((row) => row.entity === entity));
