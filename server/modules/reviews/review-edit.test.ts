import { maxReviewFiles, reviewMessages } from "@contract/review-rules";
import { reviewSaved } from "@contract/reviews";
import { reviews } from "@server/db/schema/reviews";
import { decodeStats } from "@server/platform/decode-limit";
import { variantKey } from "@server/platform/image-variants";
import { deliveredOrder } from "@server/testing/delivered-order";
import {
  type FormEntry,
  photoFile,
  postReview,
  productPage,
  putReview,
  reviewableProduct,
  reviewFields,
  storedReviewFiles,
} from "@server/testing/review-kit";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const keyOf = (url: string) => url.replace(/^\/media\//, "");

/** A delivered order with one product reviewed with two photos. */
async function reviewedWithPhotos() {
  const product = await reviewableProduct(t);
  const bought = await deliveredOrder(t.db, { productIds: [product.id] });
  const res = await postReview(t, bought.headers, [
    ...reviewFields(product.id, bought.order.id, "5", "Beautiful box."),
    photoFile(await jpegPhoto()),
    photoFile(await jpegPhoto({ width: 30, height: 30 })),
  ]);
  expect(res.statusCode).toBe(201);
  return { product, ...bought, review: reviewSaved.parse(res.json()).review };
}

describe("editing a review", () => {
  it("lets the author change rating and text, drop a photo (deleted from storage) and add one", async () => {
    const { product, headers, order, review } = await reviewedWithPhotos();
    const [dropped, kept] = review.media;
    if (!dropped || !kept) throw new Error("photos missing");
    // The product page is cached and a variant of the photo to drop has been made.
    expect((await productPage(t, product.id)).average_rating).toBe(5);
    for (const accept of ["image/webp", "image/avif"]) {
      const url = dropped.file.replace("/media/", "/media/w320/");
      expect((await t.app.inject({ url, headers: { accept } })).statusCode).toBe(200);
    }
    expect(await t.storage.exists(variantKey(keyOf(dropped.file), 320))).toBe(true);
    expect(await t.storage.exists(variantKey(keyOf(dropped.file), 320, "avif"))).toBe(true);

    const res = await putReview(t, headers, review.id, [
      ...reviewFields(product.id, order.id, "3", "Good, but one truffle had cracked."),
      ["remove_media", String(dropped.id)],
      photoFile(await jpegPhoto({ width: 20, height: 20 })),
      ["media_types", "image"],
    ]);
    expect(res.statusCode).toBe(200);
    const saved = reviewSaved.parse(res.json());
    expect(saved.message).toBe("Review updated successfully");
    expect(saved.review).toMatchObject({
      id: review.id,
      rating: 3,
      text: "Good, but one truffle had cracked.",
    });
    expect(saved.review.media.map((media) => media.id)).toEqual([kept.id, expect.any(Number)]);
    expect(await t.storage.exists(keyOf(dropped.file))).toBe(false);
    expect(await t.storage.exists(variantKey(keyOf(dropped.file), 320))).toBe(false);
    expect(await t.storage.exists(variantKey(keyOf(dropped.file), 320, "avif"))).toBe(false);
    expect(await t.storage.exists(keyOf(kept.file))).toBe(true);

    const page = await productPage(t, product.id);
    expect([page.average_rating, page.review_count, page.reviews[0]?.text]).toEqual([
      3,
      1,
      "Good, but one truffle had cracked.",
    ]);
    expect(page.customer_photos.map((photo) => photo.id)).toEqual(
      saved.review.media.map((media) => media.id),
    );
  });

  it("answers 404 to anyone but the author, and changes nothing", async () => {
    const { product, order, review } = await reviewedWithPhotos();
    const other = await deliveredOrder(t.db, { productIds: [product.id] });
    const before = await storedReviewFiles(t);
    const decodesBefore = decodeStats().started;
    const res = await putReview(t, other.headers, review.id, [
      ...reviewFields(product.id, order.id, "1", "Edited by someone else"),
      ["remove_media", String(review.media[0]?.id)],
      photoFile(await jpegPhoto()),
    ]);
    expect([res.statusCode, res.json().message]).toEqual([404, reviewMessages.reviewNotFound]);
    expect(decodeStats().started).toBe(decodesBefore);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect([row?.rating, row?.text]).toEqual([5, "Beautiful box."]);
    expect(await storedReviewFiles(t)).toEqual(before);
    const missing = await putReview(t, other.headers, 2_000_000_000, reviewFields(product.id, order.id));
    expect(missing.statusCode).toBe(404);
  });

  it("keeps the limits on edit: bad rating, a file of another review, too many files in all", async () => {
    const { product, headers, order, review } = await reviewedWithPhotos();
    const another = await reviewedWithPhotos();
    const before = await storedReviewFiles(t);
    const photo = await jpegPhoto();
    const cases: [FormEntry[], string][] = [
      [reviewFields(product.id, order.id, "2.5"), "rating"],
      [
        [...reviewFields(product.id, order.id), ["remove_media", String(another.review.media[0]?.id)]],
        "remove_media",
      ],
      [
        [
          ...reviewFields(product.id, order.id),
          ...Array.from({ length: maxReviewFiles - 1 }, () => photoFile(photo)),
        ],
        "files",
      ],
    ];
    const decodesBefore = decodeStats().started;
    for (const [entries, field] of cases) {
      const res = await putReview(t, headers, review.id, entries);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
    }
    expect(decodeStats().started).toBe(decodesBefore);
    expect(await storedReviewFiles(t)).toEqual(before);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.rating).toBe(5);
  });
});
