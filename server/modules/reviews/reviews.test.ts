import { maxReviewFiles, reviewMessages } from "@contract/review-rules";
import { myReviews, reviewSaved } from "@contract/reviews";
import { reviews } from "@server/db/schema/reviews";
import { decodeStats } from "@server/platform/decode-limit";
import { deliveredOrder } from "@server/testing/delivered-order";
import {
  type FormEntry,
  photoFile,
  postReview,
  productPage,
  reviewableProduct,
  reviewFields,
  storedReviewFiles,
  videoFile,
} from "@server/testing/review-kit";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { mp4Lasting, recordedMp4, recordedWebm } from "@server/testing/video-samples";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const reviewRows = (productId: number) => t.db.select().from(reviews).where(eq(reviews.productId, productId));

describe("writing a review", () => {
  it("lets the owner of a delivered order review a product with a photo and a video", async () => {
    const product = await reviewableProduct(t, "Hazelnut Praline Box");
    const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
    const photo = await jpegPhoto({ width: 80, height: 40, gps: true, orientation: 6 });
    const res = await postReview(t, headers, [
      ...reviewFields(product.id, order.id, "4", "  Rich and fresh.\r\nWould gift again.  "),
      photoFile(photo),
      ["media_types", "image"],
      videoFile(recordedMp4()),
      ["media_types", "video"],
    ]);
    expect(res.statusCode).toBe(201);
    const saved = reviewSaved.parse(res.json());
    expect(saved.message).toBe("Review submitted successfully");
    expect(saved.review).toMatchObject({
      product_id: product.id,
      order_id: order.id,
      rating: 4,
      text: "Rich and fresh.\nWould gift again.",
      user_name: "Meera J.",
    });
    expect(saved.review.media.map((media) => media.media_type)).toEqual(["image", "video"]);
    const [image, video] = saved.review.media;
    expect(image?.file).toMatch(/^\/media\/reviews\/[0-9a-f]{24}\.jpg$/);
    expect(video?.file).toMatch(/^\/media\/reviews\/[0-9a-f]{24}\.mp4$/);

    // The photo is re-encoded upright without its metadata; the video is kept as sent.
    const stored = await t.app.inject({ url: image?.file ?? "" });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([40, 80, undefined]);
    const streamed = await t.app.inject({ url: video?.file ?? "", headers: { range: "bytes=0-99" } });
    expect(streamed.statusCode).toBe(206);
    expect(streamed.rawPayload.equals(recordedMp4().subarray(0, 100))).toBe(true);

    const mine = await t.app.inject({
      url: `/api/products/reviews/?product=${product.id}&order=${order.id}`,
      headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(myReviews.parse(mine.json())).toEqual([saved.review]);

    const page = await productPage(t, product.id);
    expect([page.average_rating, page.review_count]).toEqual([4, 1]);
    expect(page.reviews.map((review) => review.text)).toEqual(["Rich and fresh.\nWould gift again."]);
    expect(page.customer_photo_count).toBe(1);
    expect(page.customer_photos.map((item) => [item.file, item.user_name])).toEqual([
      [image?.file, "Meera J."],
    ]);
  });

  it("refuses a guest, a customer without a delivered order, someone else's order and a product not in it", async () => {
    const product = await reviewableProduct(t);
    const other = await reviewableProduct(t);
    const { headers, order, customer } = await deliveredOrder(t.db, { productIds: [product.id] });
    const shipped = await deliveredOrder(t.db, { productIds: [product.id], customer, status: "SHIPPED" });
    const stranger = await signInAs(t.db, { email: "stranger@example.in", firstName: "Kabir" });
    const before = await storedReviewFiles(t);
    const cases = [
      [{}, reviewFields(product.id, order.id), 401],
      [shipped.headers, reviewFields(product.id, shipped.order.id), 403, reviewMessages.notDelivered],
      [stranger.headers, reviewFields(product.id, order.id), 404, reviewMessages.orderNotFound],
      [headers, reviewFields(other.id, order.id), 400, reviewMessages.notInOrder],
      [headers, reviewFields(product.id, 2_000_000_000), 404, reviewMessages.orderNotFound],
    ] as const;
    const decodesBefore = decodeStats().started;
    for (const [who, fields, status, message] of cases) {
      // The photo comes first, as a client may send it: it waits undecoded until the order is checked.
      const res = await postReview(t, who, [photoFile(await jpegPhoto()), ...fields]);
      expect([res.statusCode, message ? res.json().message : undefined]).toEqual([status, message]);
    }
    expect(decodeStats().started).toBe(decodesBefore);
    expect(await reviewRows(product.id)).toEqual([]);
    expect(await storedReviewFiles(t)).toEqual(before);
  });

  it("takes one review per product and order: a second is 409 and leaves no file behind", async () => {
    const product = await reviewableProduct(t);
    const { headers, order, customer } = await deliveredOrder(t.db, { productIds: [product.id] });
    expect((await postReview(t, headers, reviewFields(product.id, order.id))).statusCode).toBe(201);
    const before = await storedReviewFiles(t);
    const decodesBefore = decodeStats().started;
    const again = await postReview(t, headers, [
      ...reviewFields(product.id, order.id, "1"),
      photoFile(await jpegPhoto()),
    ]);
    expect([again.statusCode, again.json().message]).toEqual([409, reviewMessages.alreadyReviewed]);
    expect(decodeStats().started).toBe(decodesBefore);
    expect(await storedReviewFiles(t)).toEqual(before);
    // The same product bought again in another order may be reviewed again.
    const later = await deliveredOrder(t.db, { productIds: [product.id], customer });
    expect((await postReview(t, headers, reviewFields(product.id, later.order.id))).statusCode).toBe(201);
    expect((await reviewRows(product.id)).map((row) => row.rating)).toEqual([5, 5]);
  });

  it("refuses ratings 0, 6 and 2.5 and blank text with the field named, storing nothing", async () => {
    const product = await reviewableProduct(t);
    const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
    const before = await storedReviewFiles(t);
    const cases = [
      [reviewFields(product.id, order.id, "0"), "rating", reviewMessages.rating],
      [reviewFields(product.id, order.id, "6"), "rating", reviewMessages.rating],
      [reviewFields(product.id, order.id, "2.5"), "rating", reviewMessages.rating],
      [reviewFields(product.id, order.id, "5", "  \n\t "), "text", reviewMessages.textRequired],
      [
        reviewFields(product.id, order.id, "5", "x".repeat(2001)),
        "text",
        "Review must be at most 2000 characters",
      ],
      [reviewFields(product.id, order.id, "5", "bad\u0000byte"), "text", undefined],
    ] as const;
    for (const [fields, field, message] of cases) {
      const res = await postReview(t, headers, [...fields, photoFile(await jpegPhoto())]);
      expect(res.statusCode, `${field} ${message}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await reviewRows(product.id)).toEqual([]);
    expect(await storedReviewFiles(t)).toEqual(before);
  });

  it("decides files by their bytes: HTML named .mp4 is refused, and too long, too many or mislabelled files", async () => {
    const product = await reviewableProduct(t);
    const { headers, order } = await deliveredOrder(t.db, { productIds: [product.id] });
    const before = await storedReviewFiles(t);
    const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");
    const photo = await jpegPhoto();
    const fields = reviewFields(product.id, order.id);
    const cases: [FormEntry[], number, string][] = [
      [[videoFile(html, "clip.mp4"), ["media_types", "video"]], 415, reviewMessages.fileType],
      [[videoFile(html, "clip.mp4")], 415, reviewMessages.fileType],
      [[videoFile(mp4Lasting(61))], 400, reviewMessages.videoTooLong],
      [[photoFile(photo), ["media_types", "video"]], 400, reviewMessages.mediaTypeMismatch(1, "image")],
      [[photoFile(photo), ["media_types", "gif"]], 400, reviewMessages.mediaType],
      [
        Array.from({ length: 3 }, () => videoFile(recordedWebm(), "clip.webm")),
        400,
        reviewMessages.tooManyVideos,
      ],
      [Array.from({ length: maxReviewFiles + 1 }, () => photoFile(photo)), 413, reviewMessages.tooManyFiles],
      [
        [["photos", { body: photo, filename: "a.jpg", type: "image/jpeg" }]],
        400,
        reviewMessages.unknownField,
      ],
    ] as const;
    for (const [files, status, message] of cases) {
      const res = await postReview(t, headers, [...fields, ...files]);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect(await reviewRows(product.id)).toEqual([]);
    expect(await storedReviewFiles(t)).toEqual(before);
  });
});
