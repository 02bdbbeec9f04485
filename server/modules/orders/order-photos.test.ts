import { orderList, order as orderShape } from "@contract/orders";
import { newPhotoKey } from "@server/platform/private-photos";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { jpegPhoto } from "@server/testing/shop-fixtures";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await makeZone(t.db);
});
afterAll(() => t.close());

describe("the shopper's own photos on their order", () => {
  it("come with signed links that open without a token; nobody else gets the order", async () => {
    const product = await makeProduct(t.db, {
      pricePaise: 150_000,
      stock: 5,
      name: "Photo Cushion",
      fields: [{ name: "Your photos", type: "image", required: true, minPhotos: 1, maxPhotos: 2 }],
    });
    const buyer = await makeCustomer(t.db);
    const photo = newPhotoKey(buyer.user.id, "jpg");
    await t.storage.put(photo.key, await jpegPhoto(), "image/jpeg");
    await fillCart(t.db, buyer.user.id, [
      {
        productId: product.id,
        quantity: 1,
        answers: [{ fieldId: product.fields[0]?.id ?? 0, imageKeys: [photo.key] }],
      },
    ]);
    const placed = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: 0,
      discount_amount: 0,
      total_amount: 1500,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().order_id as number;

    const shown = orderShape.parse(
      (await t.app.inject({ url: `/api/orders/${id}/`, headers: buyer.headers })).json(),
    );
    const [answer] = shown.items[0]?.customizations ?? [];
    expect(answer).toMatchObject({ field: "Your photos", image_count: 1 });
    expect(answer?.photos).toHaveLength(1);
    const viaLink = await t.app.inject({ url: answer?.photos[0] ?? "" });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers["content-type"]).toBe("image/jpeg");
    expect(viaLink.headers["cache-control"]).toBe("private, no-store");

    const listed = orderList.parse(
      (await t.app.inject({ url: "/api/orders/", headers: buyer.headers })).json(),
    );
    expect(listed[0]?.items[0]?.customizations[0]?.photos).toHaveLength(1);

    // The photo itself stays private: no link, no owner's token, no photo.
    const stranger = await makeCustomer(t.db);
    expect((await t.app.inject({ url: `/api/orders/${id}/`, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    const unsigned = await t.app.inject({ url: `/api/user/uploads/${photo.key}`, headers: stranger.headers });
    expect(unsigned.statusCode).toBe(404);
  });
});
