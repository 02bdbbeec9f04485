import { productDetail } from "@contract/catalog";
import { parseFeatures } from "@contract/catalog-rules";
import { cartItems, carts } from "@server/db/schema/cart";
import { categories, customizableFields, products } from "@server/db/schema/catalog";
import { orders } from "@server/db/schema/orders";
import { reviewMedia, reviews } from "@server/db/schema/reviews";
import { wishlistItems } from "@server/db/schema/wishlist";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
const idOf = async (slug: string) => {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`seed has no ${slug}`);
  return row.id;
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (id: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/products/${id}/`, headers });

describe("GET /api/products/{id}/", () => {
  it("answers every field of the spec's product detail", async () => {
    const id = await idOf("personalised-photo-mug");
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    const body = productDetail.parse(res.json());
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(body).toMatchObject({ id, name: row?.name, stock: row?.stock, is_customizable: true });
    expect(body.price).toMatch(/^\d+\.\d{2}$/);
    expect(typeof body.features).toBe("string");
    expect(parseFeatures(body.features)).toEqual(row?.features);
    expect(body.main_image).toBe(body.all_images[0]);
    expect(body.faqs[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    const fields = await t.db
      .select()
      .from(customizableFields)
      .where(eq(customizableFields.productId, id))
      .orderBy(customizableFields.position);
    expect(body.customizable_fields).toEqual(
      fields.map((field) => ({
        id: field.id,
        name: field.name,
        field_type: field.fieldType,
        is_required: field.isRequired,
        min_photos: field.minPhotos,
        max_photos: field.maxPhotos,
      })),
    );
    expect(body.customizable_fields.map((field) => field.field_type)).toEqual(["image", "text"]);
    expect(body.similar_products.map((card) => card.name).length).toBeGreaterThan(0);
    const [category] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.id, row?.categoryId ?? 0));
    expect(body.category).toEqual({ id: category?.id, name: category?.name });
    expect(body).toMatchObject({
      reviews: [],
      review_count: 0,
      average_rating: null,
      is_in_cart: false,
      is_in_wishlist: false,
    });
  });

  it("lists reviews newest first with reviewer name, media, the average to one decimal and the count", async () => {
    const id = await idOf("kaju-katli-500g");
    const reviewers = [
      await signInAs(t.db, { email: "r1@example.in", firstName: "Priya", lastName: "sharma" }),
    ];
    reviewers.push(await signInAs(t.db, { email: "r2@example.in", firstName: "Arjun", lastName: "" }));
    const ratings = [5, 4];
    for (const [index, reviewer] of reviewers.entries()) {
      const [order] = await t.db
        .insert(orders)
        .values({
          orderNumber: `T-${index}`,
          userId: reviewer.user.id,
          orderStatus: "DELIVERED",
          addressDetails: {
            full_name: "A",
            phone: "9876543210",
            house_no: "1",
            street: "MG Road",
            landmark: "",
            city: "Pune",
            state: "MH",
            pincode: "411001",
          },
          shippingMethod: "S",
          subtotalPaise: 59900,
          totalPaise: 59900,
          orderKey: `key-${index}`,
          gateway: "simulated",
        })
        .returning();
      const [review] = await t.db
        .insert(reviews)
        .values({
          userId: reviewer.user.id,
          productId: id,
          orderId: order?.id ?? 0,
          rating: ratings[index] ?? 5,
          text: `Review ${index}`,
          createdAt: new Date(Date.UTC(2026, 5, 1 + index)),
        })
        .returning();
      if (index === 0) {
        await t.db
          .insert(reviewMedia)
          .values({ reviewId: review?.id ?? 0, mediaType: "image", storageKey: "reviews/abc.jpg" });
      }
    }
    await t.publicCache.invalidate();
    const body = productDetail.parse((await get(id)).json());
    expect(body.review_count).toBe(2);
    expect(body.average_rating).toBe(4.5);
    expect(body.reviews.map((review) => [review.user_name, review.rating, review.text])).toEqual([
      ["Arjun", 4, "Review 1"],
      ["Priya S.", 5, "Review 0"],
    ]);
    expect(body.reviews[1]?.media).toEqual([
      {
        id: expect.any(Number),
        media_type: "image",
        file: "/media/reviews/abc.jpg",
        file_url: "/media/reviews/abc.jpg",
      },
    ]);
    expect(body.reviews[1]?.created_at).toBe("2026-06-01T00:00:00.000Z");
    expect(body.customer_photo_count).toBe(1);
    expect(body.customer_photos).toEqual([
      {
        id: expect.any(Number),
        media_type: "image",
        file: "/media/reviews/abc.jpg",
        file_url: "/media/reviews/abc.jpg",
        user_name: "Priya S.",
      },
    ]);
  });

  it("says in cart and in wishlist only to the customer who has it there, even when that customer fills the cache", async () => {
    const id = await idOf("signature-box-16");
    const owner = await signInAs(t.db, { email: "owner@example.in" });
    const other = await signInAs(t.db, { email: "other@example.in" });
    const [cart] = await t.db.insert(carts).values({ userId: owner.user.id }).returning();
    await t.db.insert(cartItems).values({ cartId: cart?.id ?? 0, productId: id, quantity: 1 });
    await t.db.insert(wishlistItems).values({ userId: owner.user.id, productId: id });
    // The owner is the first viewer after the cache empties, so whatever gets cached comes from their request.
    await t.publicCache.invalidate();

    const mine = await get(id, owner.headers);
    expect(productDetail.parse(mine.json())).toMatchObject({ id, is_in_cart: true, is_in_wishlist: true });
    expect(mine.headers["cache-control"]).toBe("no-store");
    expect(mine.headers.etag).toBeUndefined();
    const guest = await get(id);
    expect(guest.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(guest.json()).toMatchObject({ id, is_in_cart: false, is_in_wishlist: false });
    const theirs = await get(id, other.headers);
    expect(theirs.json()).toMatchObject({ id, is_in_cart: false, is_in_wishlist: false });
  });

  it("never answers a customer with a 304 for the guests' ETag", async () => {
    const id = await idOf("signature-box-16");
    const owner = await signInAs(t.db, { email: "etag-owner@example.in" });
    await t.db.insert(wishlistItems).values({ userId: owner.user.id, productId: id });
    const guest = await get(id);
    const etag = guest.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get(id, { "if-none-match": etag })).statusCode).toBe(304);

    const mine = await get(id, { ...owner.headers, "if-none-match": etag });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
    expect(mine.json()).toMatchObject({ id, is_in_cart: false, is_in_wishlist: true });
    expect(guest.headers.vary).toContain("Authorization");
  });

  it("answers 404 for an unknown, malformed or inactive product", async () => {
    const hidden = await idOf("kesar-peda-400g");
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    await t.publicCache.invalidate();
    try {
      for (const url of ["/api/products/999999/", `/api/products/${hidden}/`]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: "Product not found" });
      }
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, hidden));
      await t.publicCache.invalidate();
    }
  });

  it("lets guests revalidate with the ETag and sends compressed bytes to clients that accept them", async () => {
    const id = await idOf("signature-box-16");
    const first = await get(id);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(first.headers.vary).toContain("Authorization");
    const etag = String(first.headers.etag);
    expect((await get(id, { "if-none-match": etag })).statusCode).toBe(304);
    const zipped = await get(id, { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.headers["content-encoding"]).toBe("br");
    const { brotliDecompressSync } = await import("node:zlib");
    expect(brotliDecompressSync(zipped.rawPayload).toString()).toBe(first.body);
  });
});
