/** Test helpers for review tests: the multipart form as a browser sends it, and where files end up. */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { productDetail } from "@contract/catalog";
import { makeProduct } from "@server/testing/shop-fixtures";
import type { TestApp } from "@server/testing/test-app";

export type Headers = Record<string, string>;
export type FormEntry = [name: string, value: string | { body: Buffer; filename: string; type: string }];

/** A multipart body with fields in the order given; names may repeat (`files`, `media_types`). */
export async function reviewBody(entries: FormEntry[]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.body)], { type: value.type }), value.filename);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

export const photoFile = (body: Buffer, filename = "box.jpg"): FormEntry => [
  "files",
  { body, filename, type: "image/jpeg" },
];
export const videoFile = (body: Buffer, filename = "unboxing.mp4"): FormEntry => [
  "files",
  { body, filename, type: "video/mp4" },
];

/** The review fields for one product of one order. */
export const reviewFields = (
  productId: number,
  orderId: number,
  rating = "5",
  text = "Lovely box, arrived fresh.",
): FormEntry[] => [
  ["product_id", String(productId)],
  ["order_id", String(orderId)],
  ["rating", rating],
  ["text", text],
];

export async function postReview(t: TestApp, headers: Headers, entries: FormEntry[]) {
  const body = await reviewBody(entries);
  return t.app.inject({
    method: "POST",
    url: "/api/products/reviews/",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

export async function putReview(t: TestApp, headers: Headers, id: number, entries: FormEntry[]) {
  const body = await reviewBody(entries);
  return t.app.inject({
    method: "PUT",
    url: `/api/products/reviews/${id}/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The review files on disk (originals under reviews/, and any size variants made of them). */
export async function storedReviewFiles(t: TestApp): Promise<string[]> {
  return readdir(join(t.mediaRoot, "reviews")).catch(() => [] as string[]);
}

/** The public product page as a guest sees it (through the public cache). */
export async function productPage(t: TestApp, productId: number) {
  const res = await t.app.inject({ url: `/api/products/${productId}/` });
  return productDetail.parse(res.json());
}

export async function reviewableProduct(t: TestApp, name?: string) {
  const { product } = await makeProduct(t.db, name ? { name } : {});
  return product;
}
