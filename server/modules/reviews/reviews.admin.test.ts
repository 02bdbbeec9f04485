import { adminReview, adminReviewPage } from "@contract/admin/reviews";
import { myReviews, reviewSaved } from "@contract/reviews";
import { auditLog } from "@server/db/schema/audit";
import { deliveredOrder } from "@server/testing/delivered-order";
import {
  photoFile,
  postReview,
  productPage,
  reviewableProduct,
  reviewFields,
} from "@server/testing/review-kit";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  staff = (await signInAsStaff(t.db, "moderator@mithaas.in")).headers;
});
afterAll(() => t.close());

async function review(productId: number, rating: string, text: string, withPhoto = false) {
  const bought = await deliveredOrder(t.db, { productIds: [productId] });
  const res = await postReview(t, bought.headers, [
    ...reviewFields(productId, bought.order.id, rating, text),
    ...(withPhoto ? [photoFile(await jpegPhoto())] : []),
  ]);
  expect(res.statusCode).toBe(201);
  return { ...bought, review: reviewSaved.parse(res.json()).review };
}

const moderate = (id: number, action: "hide" | "unhide", headers = staff) =>
  t.app.inject({ method: "POST", url: `/api/admin/reviews/${id}/${action}/`, headers });

describe("staff hiding reviews", () => {
  it("takes a hidden review off the product page, its average, count and photos at once, and back", async () => {
    const product = await reviewableProduct(t, "Saffron Pista Barfi");
    await review(product.id, "5", "Melt in the mouth.");
    const rude = await review(product.id, "1", "Something staff must hide.", true);
    const shown = await productPage(t, product.id);
    expect([shown.average_rating, shown.review_count, shown.customer_photo_count]).toEqual([3, 2, 1]);

    const hidden = await moderate(rude.review.id, "hide");
    expect(hidden.statusCode).toBe(200);
    expect(adminReview.parse(hidden.json()).hidden_at).toEqual(expect.any(String));
    const after = await productPage(t, product.id);
    expect([after.average_rating, after.review_count, after.customer_photo_count]).toEqual([5, 1, 0]);
    expect(after.reviews.map((item) => item.text)).toEqual(["Melt in the mouth."]);
    expect(after.customer_photos).toEqual([]);
    // Its author still sees it in the order's panel, and may still edit it.
    const mine = await t.app.inject({
      url: `/api/products/reviews/?order=${rude.order.id}`,
      headers: rude.headers,
    });
    expect(myReviews.parse(mine.json()).map((item) => item.id)).toEqual([rude.review.id]);

    expect((await moderate(rude.review.id, "unhide")).statusCode).toBe(200);
    const back = await productPage(t, product.id);
    expect([back.average_rating, back.review_count, back.customer_photo_count]).toEqual([3, 2, 1]);
  });

  it("records each change in the audit log, and nothing for asking the state it already has", async () => {
    const product = await reviewableProduct(t);
    const { review: written } = await review(product.id, "2", "Audit me.");
    await moderate(written.id, "hide");
    await moderate(written.id, "hide");
    await moderate(written.id, "unhide");
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(written.id))));
    expect(rows.map((row) => [row.action, row.staffEmail])).toEqual([
      ["review.hide", "moderator@mithaas.in"],
      ["review.unhide", "moderator@mithaas.in"],
    ]);
    expect(rows[0]?.before).toEqual({ hidden_at: null });
    expect(rows[0]?.after).toEqual({ hidden_at: expect.any(String) });
    expect((await moderate(2_000_000_000, "hide")).statusCode).toBe(404);
  });

  it("lists reviews newest first with product, order, author and media, filtered by status, rating and search", async () => {
    const product = await reviewableProduct(t, "Kesar Rasmalai Tin");
    const first = await review(product.id, "4", "Creamy and fresh.", true);
    const second = await review(product.id, "2", "Tin arrived dented.");
    await moderate(second.review.id, "hide");
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/admin/reviews/?product=${product.id}&${query}`,
        headers: staff,
      });
      expect(res.statusCode).toBe(200);
      return adminReviewPage.parse(res.json());
    };
    const all = await list("");
    expect(all.count).toBe(2);
    expect(all.results.map((item) => item.id)).toEqual([second.review.id, first.review.id]);
    expect(all.results[1]).toMatchObject({
      product_name: "Kesar Rasmalai Tin",
      order_id: first.order.id,
      order_number: first.order.orderNumber,
      user_name: "Meera Joshi",
      user_email: first.customer.user.email,
      rating: 4,
      hidden_at: null,
    });
    expect(all.results[1]?.media).toHaveLength(1);
    expect((await list("status=hidden")).results.map((item) => item.id)).toEqual([second.review.id]);
    expect((await list("status=visible")).results.map((item) => item.id)).toEqual([first.review.id]);
    expect((await list("rating=2")).results.map((item) => item.id)).toEqual([second.review.id]);
    expect((await list("search=dented")).results.map((item) => item.id)).toEqual([second.review.id]);
    expect((await list("search=100%25")).count).toBe(0);
    expect((await list("page=2&page_size=1")).results.map((item) => item.id)).toEqual([first.review.id]);
    const bad = await t.app.inject({ url: "/api/admin/reviews/?rating=6", headers: staff });
    expect(bad.statusCode).toBe(400);
  });

  it("is for staff only", async () => {
    const product = await reviewableProduct(t);
    const { review: written, headers } = await review(product.id, "3", "Mine.");
    expect((await moderate(written.id, "hide", headers)).statusCode).toBe(403);
    expect((await moderate(written.id, "hide", {})).statusCode).toBe(401);
    expect((await productPage(t, product.id)).review_count).toBe(1);
  });
});
