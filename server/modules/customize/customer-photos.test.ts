import { utimes } from "node:fs/promises";
import { join } from "node:path";
import { cartChange, savedCustomization } from "@contract/cart";
import { customizationMessages } from "@contract/cart-rules";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema/cart";
import { orderItems } from "@server/db/schema/orders";
import { decodeStats } from "@server/platform/decode-limit";
import { newPhotoKey } from "@server/platform/private-photos";
import { insertOrder } from "@server/testing/order-rows";
import { itRace, together } from "@server/testing/race";
import { jpegPhoto, makeProduct, multipartBody } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUnusedCustomerPhotos } from "./photo-retention";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { CUSTOMER_PHOTO_QUOTA: "3", UNPAID_ORDER_PHOTO_DAYS: "7", DECODES_AT_ONCE: "8" },
  });
});
afterAll(() => t.close());

const log = { warn() {} };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `keeper${++counter}@example.in`, firstName: "Meera" });

/** A stored photo of the customer, written `ageDays` ago as far as the storage can tell. */
async function storedPhoto(userId: number, ageDays: number) {
  const { key } = newPhotoKey(userId, "jpg");
  await t.storage.put(key, await jpegPhoto(), "image/jpeg");
  await utimes(join(t.privateRoot, key), daysAgo(ageDays), daysAgo(ageDays));
  return key;
}

/** An order of the customer whose one line names `key` among its personalisation. */
async function orderNaming(userId: number, key: string, values: Parameters<typeof insertOrder>[2]) {
  const order = await insertOrder(t.db, userId, values);
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productName: "Photo frame",
    quantity: 1,
    unitPricePaise: 100_000,
    customizations: [{ field: "Photos", images: [key] }],
  });
}

const save = async (headers: Record<string, string>, productId: number, fieldId: number, photos: number) => {
  const jpeg = await jpegPhoto();
  const body = await multipartBody(
    { product_id: String(productId) },
    Array.from({ length: photos }, () => ({
      name: `images_${fieldId}`,
      filename: "p.jpg",
      type: "image/jpeg",
      body: jpeg,
    })),
  );
  return t.app.inject({
    method: "POST",
    url: "/api/user/cart/add_customized/",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const photoProduct = () =>
  makeProduct(t.db, { stock: 5 }, [
    { name: "Photos", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 3 },
  ]);

describe("customers' photos", () => {
  it("deletes a released unpaid order's photos after the retention time, and files nothing names", async () => {
    const { user, headers } = await newCustomer();
    const paid = await storedPhoto(user.id, 30);
    const waiting = await storedPhoto(user.id, 30);
    const releasedRecently = await storedPhoto(user.id, 30);
    const releasedLongAgo = await storedPhoto(user.id, 30);
    const orphan = await storedPhoto(user.id, 2);
    const justWritten = await storedPhoto(user.id, 0);
    await orderNaming(user.id, paid, {
      orderStatus: "DELIVERED",
      paymentStatus: "PAID",
      paidAt: daysAgo(30),
    });
    await orderNaming(user.id, waiting, { orderStatus: "PENDING", paymentStatus: "PENDING" });
    await orderNaming(user.id, releasedRecently, {
      orderStatus: "CANCELLED",
      cancelReason: "replaced",
      cancelledAt: daysAgo(6),
    });
    await orderNaming(user.id, releasedLongAgo, {
      orderStatus: "CANCELLED",
      cancelReason: "expired",
      cancelledAt: daysAgo(8),
    });
    const { product, fields } = await photoProduct();
    expect((await save(headers, product.id, fields[0]?.id ?? 0, 1)).statusCode).toBe(200);
    const inCart = (
      await t.app.inject({ url: `/api/user/cart/customization/${product.id}/`, headers })
    ).json() as unknown;
    const cartKey = savedCustomization.parse(inCart).answers[0]?.images[0]?.url.split("?")[0] ?? "";
    await utimes(join(t.privateRoot, cartKey.replace("/api/user/uploads/", "")), daysAgo(30), daysAgo(30));

    expect(await removeUnusedCustomerPhotos(t.deps, log)).toBe(2);
    const exists = async (key: string) => t.storage.exists(key);
    expect(await exists(releasedLongAgo)).toBe(false);
    expect(await exists(orphan)).toBe(false);
    for (const kept of [paid, waiting, releasedRecently, justWritten]) expect(await exists(kept)).toBe(true);
    expect((await t.app.inject({ url: cartKey, headers })).statusCode).toBe(200);
    // A second run, or another instance's, finds nothing more to do.
    expect(await removeUnusedCustomerPhotos(t.deps, log)).toBe(0);
  });

  it("refuses photos past the customer's quota before decoding them, counting unpaid orders' photos", async () => {
    const { headers, user } = await newCustomer();
    const first = await photoProduct();
    const second = await photoProduct();
    const firstField = first.fields[0]?.id ?? 0;
    const secondField = second.fields[0]?.id ?? 0;
    expect((await save(headers, first.product.id, firstField, 2)).statusCode).toBe(200);

    const decodesBefore = decodeStats().started;
    const over = await save(headers, second.product.id, secondField, 2);
    expect([over.statusCode, over.json().message]).toEqual([409, customizationMessages.photoQuota(3)]);
    expect(decodeStats().started).toBe(decodesBefore);

    // Replacing a line's photos counts the new ones, not the ones they replace.
    const replaced = await save(headers, first.product.id, firstField, 3);
    expect(replaced.statusCode).toBe(200);
    expect(cartChange.parse(replaced.json()).cart.items).toHaveLength(1);

    // A released order's photos count while they are kept.
    await save(headers, first.product.id, firstField, 1);
    await orderNaming(user.id, await storedPhoto(user.id, 1), {
      orderStatus: "CANCELLED",
      cancelledAt: daysAgo(1),
    });
    await orderNaming(user.id, await storedPhoto(user.id, 1), { orderStatus: "PENDING" });
    const full = await save(headers, second.product.id, secondField, 1);
    expect([full.statusCode, full.json().message]).toEqual([409, customizationMessages.photoQuota(3)]);
  });

  itRace("lets saves sent at the same moment keep no more photos than the quota between them", async () => {
    const { headers, user } = await newCustomer();
    const products = await Promise.all(Array.from({ length: 8 }, photoProduct));
    const answers = await together(8, (index) =>
      save(headers, products[index]?.product.id ?? 0, products[index]?.fields[0]?.id ?? 0, 1),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const kept = await t.db
      .select({ keys: cartItemCustomizations.imageKeys })
      .from(cartItemCustomizations)
      .innerJoin(cartItems, eq(cartItems.id, cartItemCustomizations.cartItemId))
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, user.id));
    expect(kept.flatMap((row) => row.keys)).toHaveLength(3);
  });
});
