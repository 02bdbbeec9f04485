import { createOrderResponse, orderList, order as orderShape } from "@contract/orders";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orders } from "@server/db/schema/orders";
import { simulatedGateway } from "@server/platform/payments/simulated";
import { addToCart, countingGateway, createOrderCall } from "@server/testing/checkout-calls";
import {
  fillCart,
  makeCoupon,
  makeCustomer,
  makeOffer,
  makeProduct,
  makeZone,
  unservedPincode,
} from "@server/testing/checkout-fixtures";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const counting = countingGateway(simulatedGateway("test-secret"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, payments: counting.gateway });
  await makeZone(t.db);
});
afterAll(() => t.close());

const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));

describe("create_order", () => {
  it("prices the cart, takes the stock, creates the gateway order for the server's amount and answers what checkout.js needs", async () => {
    const product = await makeProduct(t.db, { pricePaise: 49_900, stock: 5, name: "Dark Truffles" });
    const buyer = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, product.id, 2);
    const before = counting.created.length;

    // 2 × ₹499 = ₹998, below the ₹999 free-shipping value: Standard costs ₹49.
    const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "49.00",
      discount_amount: 0,
      total_amount: 1047,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = createOrderResponse.parse(res.json());
    expect(body).toMatchObject({
      key: expect.stringMatching(/^rzp_simulated_/),
      amount: 104_700,
      currency: "INR",
      name: "Mithaas",
      checkout_script: "/simulated-checkout.js",
      prefill: { name: "Asha Kulkarni", email: buyer.user.email, contact: "9822011111" },
    });
    expect(body.order_number).toMatch(/^MTH-\d{6}-[0-9A-Z]{8}$/);
    expect(counting.created.slice(before)).toEqual([
      { id: body.razorpay_order_id, amountPaise: 104_700, receipt: body.order_number },
    ]);
    expect(await stockOf(t, product.id)).toBe(3);

    const [row] = await ordersOf(buyer.user.id);
    expect(row?.orderStatus).toBe("PENDING");
    expect(row?.paymentStatus).toBe("PENDING");
    expect(row?.gatewayOrderId).toBe(body.razorpay_order_id);
    const ttl = (row?.expiresAt?.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 1_000);

    const detail = await t.app.inject({ url: `/api/orders/${body.order_id}/`, headers: buyer.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.headers["cache-control"]).toBe("no-store");
    const shown = orderShape.parse(detail.json());
    expect(shown).toMatchObject({
      id: body.order_id,
      order_number: body.order_number,
      order_status: "PENDING",
      payment_status: "PENDING",
      subtotal: "998.00",
      discount_amount: "0.00",
      discounts: [],
      coupon_code: null,
      shipping_method: "S",
      shipping_method_name: "Standard",
      shipping_charge: "49.00",
      rounding: "0.00",
      total_amount: "1047.00",
      address_details: { full_name: "Asha Kulkarni", city: "Pune", pincode: "411004", landmark: "" },
      items: [
        {
          product: product.id,
          product_name: "Dark Truffles",
          quantity: 2,
          price: "499.00",
          subtotal: "998.00",
          customizations: [],
        },
      ],
    });
    expect(shown.expected_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("refuses tampered amounts with 409, charging nothing and taking no stock", async () => {
    const offer = await makeOffer(t.db, { minOrderAmountPaise: 100_000 });
    const product = await makeProduct(t.db, { pricePaise: 60_000, stock: 4 });
    const buyer = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, product.id, 2);
    // ₹1,200 − 10% (₹120) = ₹1,080, free Standard shipping.
    const honest = { shipping_charge: 0, offer_id: offer.id, discount_amount: "120.00", total_amount: 1080 };
    const before = counting.created.length;
    for (const tampered of [
      { total_amount: 1079 },
      { total_amount: 1 },
      { discount_amount: 200 },
      { shipping_charge: 49 },
      { offer_id: null },
      { offer_id: offer.id + 1000 },
    ]) {
      const res = await createOrderCall(t, buyer.headers, buyer.addressId, { ...honest, ...tampered });
      expect(res.statusCode, JSON.stringify(tampered)).toBe(409);
      expect(res.json().message).toMatch(/Please review your order/);
    }
    expect(counting.created.length).toBe(before);
    expect(await stockOf(t, product.id)).toBe(4);
    expect(await ordersOf(buyer.user.id)).toEqual([]);

    const res = await createOrderCall(t, buyer.headers, buyer.addressId, honest);
    expect(res.statusCode).toBe(201);
    const shown = orderShape.parse(
      (await t.app.inject({ url: `/api/orders/${res.json().order_id}/`, headers: buyer.headers })).json(),
    );
    expect(shown.discounts).toEqual([{ kind: "offer", label: "Festive 10% off", amount: "120.00" }]);
    await t.db.execute(sql`update offers set is_active = false`);
  });

  it("needs every required personalisation and keeps the answers with the order", async () => {
    const product = await makeProduct(t.db, {
      pricePaise: 120_000,
      stock: 3,
      name: "Photo Box",
      fields: [
        { name: "Message", type: "text", required: true },
        { name: "Photos", type: "image", required: true, minPhotos: 1, maxPhotos: 2 },
        { name: "Ribbon colour", type: "text", required: false },
      ],
    });
    const [message, photos] = product.fields;
    if (!message || !photos) throw new Error("fields missing");
    const buyer = await makeCustomer(t.db);
    const amounts = { shipping_charge: 0, discount_amount: 0, total_amount: 1200 };
    await fillCart(t.db, buyer.user.id, [
      { productId: product.id, quantity: 1, answers: [{ fieldId: message.id, text: "   " }] },
    ]);
    const refused = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Please customize Photo Box before checkout");

    await fillCart(t.db, buyer.user.id, [
      {
        productId: product.id,
        quantity: 1,
        answers: [
          { fieldId: message.id, text: " Happy birthday, Aai! " },
          { fieldId: photos.id, imageKeys: ["private/a.webp", "private/b.webp"] },
        ],
      },
    ]);
    const res = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
    expect(res.statusCode).toBe(201);
    const shown = orderShape.parse(
      (await t.app.inject({ url: `/api/orders/${res.json().order_id}/`, headers: buyer.headers })).json(),
    );
    expect(shown.items[0]?.customizations).toEqual([
      { field: "Message", text: "Happy birthday, Aai!", image_count: 0, photos: [] },
      { field: "Photos", text: null, image_count: 2, photos: [expect.any(String), expect.any(String)] },
    ]);
  });

  it("delivers only to the customer's own address in a served zone, and a method the zone offers", async () => {
    const product = await makeProduct(t.db, { pricePaise: 30_000, stock: 3 });
    const buyer = await makeCustomer(t.db);
    const stranger = await makeCustomer(t.db);
    const far = await makeCustomer(t.db, unservedPincode);
    await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
    await fillCart(t.db, far.user.id, [{ productId: product.id, quantity: 1 }]);
    const amounts = { shipping_charge: 49, discount_amount: 0, total_amount: 349 };

    const foreign = await createOrderCall(t, buyer.headers, stranger.addressId, amounts);
    expect(foreign.statusCode).toBe(404);
    const unserved = await createOrderCall(t, far.headers, far.addressId, amounts);
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().message).toBe("Delivery is not available at this location");
    const empty = await createOrderCall(t, stranger.headers, stranger.addressId, amounts);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Your cart is empty");
    const noMethod = await createOrderCall(t, buyer.headers, buyer.addressId, {
      ...amounts,
      shipping_method: "X" as "S",
    });
    expect(noMethod.statusCode).toBe(400);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it("keeps one unpaid order per customer: a new create_order gives the older one's stock and coupon back", async () => {
    const product = await makeProduct(t.db, { pricePaise: 100_000, stock: 2 });
    const coupon = await makeCoupon(t.db, { usageLimit: 1 });
    const buyer = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, product.id, 2);
    // ₹2,000 − ₹50 coupon = ₹1,950, free shipping.
    const amounts = { shipping_charge: 0, discount_amount: 50, total_amount: 1950, coupon_code: coupon.code };
    const first = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
    expect(first.statusCode).toBe(201);
    expect(await stockOf(t, product.id)).toBe(0);

    const second = await createOrderCall(t, buyer.headers, buyer.addressId, {
      ...amounts,
      coupon_code: coupon.code.toLowerCase(),
    });
    expect(second.statusCode).toBe(201);
    expect(await stockOf(t, product.id)).toBe(0);
    const rows = await ordersOf(buyer.user.id);
    const older = rows.find((row) => row.id === first.json().order_id);
    expect(older).toMatchObject({
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      expiresAt: null,
      cancelReason: "replaced",
    });
    const uses = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(uses.map((use) => use.orderId)).toEqual([second.json().order_id]);

    const list = orderList.parse(
      (await t.app.inject({ url: "/api/orders/", headers: buyer.headers })).json(),
    );
    // The replaced order is not the shopper's purchase: the list leaves it out; it still opens by id.
    expect(list.map((entry) => entry.id)).toEqual([second.json().order_id]);
    const replaced = await t.app.inject({
      url: `/api/orders/${first.json().order_id}/`,
      headers: buyer.headers,
    });
    expect(replaced.json()).toMatchObject({ id: first.json().order_id, order_status: "CANCELLED" });
    expect(list[0]?.discounts).toEqual([{ kind: "coupon", label: `Coupon ${coupon.code}`, amount: "50.00" }]);
  });

  it("shows a product sold out on its page at once, though its page was cached before", async () => {
    const product = await makeProduct(t.db, { pricePaise: 150_000, stock: 1 });
    const buyer = await makeCustomer(t.db);
    await addToCart(t, buyer.headers, product.id);
    const page = () => t.app.inject({ url: `/api/products/${product.id}/` });
    expect((await page()).json().stock).toBe(1);
    const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: 0,
      discount_amount: 0,
      total_amount: 1500,
    });
    expect(res.statusCode).toBe(201);
    expect((await page()).json().stock).toBe(0);
  });

  it("answers 404 for another customer's order and 400 for ids it could never have made", async () => {
    const product = await makeProduct(t.db, { pricePaise: 30_000, stock: 3 });
    const owner = await makeCustomer(t.db);
    const other = await makeCustomer(t.db);
    await fillCart(t.db, owner.user.id, [{ productId: product.id, quantity: 1 }]);
    const res = await createOrderCall(t, owner.headers, owner.addressId, {
      shipping_charge: 49,
      discount_amount: 0,
      total_amount: 349,
    });
    const id = res.json().order_id;
    const foreign = await t.app.inject({ url: `/api/orders/${id}/`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Order not found");
    for (const bad of ["0", "abc", "99999999999", "2147483648"]) {
      expect((await t.app.inject({ url: `/api/orders/${bad}/`, headers: owner.headers })).statusCode).toBe(
        400,
      );
    }
    expect(await t.app.inject({ url: "/api/orders/" })).toMatchObject({ statusCode: 401 });
    const mine = orderList.parse(
      (await t.app.inject({ url: "/api/orders/", headers: other.headers })).json(),
    );
    expect(mine).toEqual([]);
  });
});
