import { maxReviewFiles } from "@contract/review-rules";
import { reviewSaved } from "@contract/reviews";
import { reviewMedia, reviews } from "@server/db/schema/reviews";
import { deliveredOrder } from "@server/testing/delivered-order";
import { failWrites } from "@server/testing/fail-writes";
import { itRace, together } from "@server/testing/race";
import {
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

const reviewRows = (productId: number) => t.db.select().from(reviews).where(eq(reviews.productId, productId));

describe("reviews written at the same moment or failing half-way", () => {
  itRace(
    "keeps one review per product and order when the same review is sent five times at once",
    async () => {
      const product = await reviewableProduct(t);
      const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
      const before = await storedReviewFiles(t);
      const photo = await jpegPhoto();
      const results = await together(5, () =>
        postReview(t, headers, [...reviewFields(product.id, order.id), photoFile(photo)]),
      );
      expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await reviewRows(product.id)).toHaveLength(1);
      // Only the winner's photo is kept; the four refused requests left nothing behind.
      expect((await storedReviewFiles(t)).length - before.length).toBe(1);
    },
  );

  itRace("never lets edits sent together take a review past its file limit", async () => {
    const product = await reviewableProduct(t);
    const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
    const created = await postReview(t, headers, reviewFields(product.id, order.id));
    const id = reviewSaved.parse(created.json()).review.id;
    const photo = await jpegPhoto();
    const half = Math.ceil(maxReviewFiles / 2) + 1;
    const results = await together(2, () =>
      putReview(t, headers, id, [
        ...reviewFields(product.id, order.id),
        ...Array.from({ length: half }, () => photoFile(photo)),
      ]),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, id))).toHaveLength(half);
  });

  it("leaves no review, no files and an unchanged product page when saving its media fails half-way", async () => {
    const product = await reviewableProduct(t);
    const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
    expect((await productPage(t, product.id)).review_count).toBe(0);
    const before = await storedReviewFiles(t);
    const failure = await failWrites(t.db, "review_media", "insert");
    try {
      const res = await postReview(t, headers, [
        ...reviewFields(product.id, order.id),
        photoFile(await jpegPhoto()),
        photoFile(await jpegPhoto()),
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    expect(await reviewRows(product.id)).toEqual([]);
    expect(await storedReviewFiles(t)).toEqual(before);
    expect((await productPage(t, product.id)).review_count).toBe(0);
    // Nothing is half-made: the same review goes through once the fault is gone.
    const again = await postReview(t, headers, [
      ...reviewFields(product.id, order.id),
      photoFile(await jpegPhoto()),
    ]);
    expect(again.statusCode).toBe(201);
  });

  it("keeps the old media and text when an edit fails half-way, and deletes the files it brought", async () => {
    const product = await reviewableProduct(t);
    const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
    const created = await postReview(t, headers, [
      ...reviewFields(product.id, order.id, "4", "First words."),
      photoFile(await jpegPhoto()),
    ]);
    const saved = reviewSaved.parse(created.json()).review;
    const before = await storedReviewFiles(t);
    const failure = await failWrites(t.db, "review_media", "insert");
    try {
      const res = await putReview(t, headers, saved.id, [
        ...reviewFields(product.id, order.id, "1", "Second words."),
        ["remove_media", String(saved.media[0]?.id)],
        photoFile(await jpegPhoto()),
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      await failure.restore();
    }
    const [row] = await reviewRows(product.id);
    expect([row?.rating, row?.text]).toEqual([4, "First words."]);
    expect(await storedReviewFiles(t)).toEqual(before);
    expect(await t.db.select().from(reviewMedia).where(eq(reviewMedia.reviewId, saved.id))).toHaveLength(1);
  });
});
