import { createOrderResponse } from "@contract/orders";
import { runDueWork } from "@server/background-jobs";
import { cartItems, carts } from "@server/db/schema/cart";
import { products } from "@server/db/schema/catalog";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { memoryMailer } from "@server/testing/memory-mailer";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
const mailer = memoryMailer();
beforeAll(async () => {
  t = await createTestApp({ seed: false, mailer });
  await makeZone(t.db);
});
afterAll(() => t.close());

describe("a purchase with the simulated gateway", () => {
  it("create_order → card form → verify: paid order, empty cart, stock sold, one confirmation mail", async () => {
    const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 4, name: "Festive Hamper" });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
    const created = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "0.00",
      discount_amount: 0,
      total_amount: 1200,
    });
    expect(created.statusCode).toBe(201);
    const checkout = createOrderResponse.parse(created.json());

    const card = await t.app.inject({
      method: "POST",
      url: "/api/payments/simulated/pay/",
      payload: { razorpay_order_id: checkout.razorpay_order_id, outcome: "captured" },
    });
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/orders/verify_payment/",
      headers: buyer.headers,
      payload: { ...(card.json() as Record<string, string>), order_key: checkout.order_key },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      order_id: checkout.order_id,
      order_number: checkout.order_number,
      order_status: "PROCESSING",
      payment_status: "PAID",
    });

    const detail = await t.app.inject({ url: `/api/orders/${checkout.order_id}/`, headers: buyer.headers });
    expect(detail.json()).toMatchObject({ order_status: "PROCESSING", payment_status: "PAID" });
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, buyer.user.id));
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cart?.id ?? 0)),
    ).toEqual([]);
    expect((await t.db.select().from(products).where(eq(products.id, product.id)))[0]?.stock).toBe(3);

    await runDueWork(t.deps, { warn() {}, info() {} });
    const mail = mailer.sent.filter((m) => m.to === buyer.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`order #${checkout.order_number}`);
    expect(mail[0]?.text).toContain("Festive Hamper × 1 — ₹1,200");
    expect(mail[0]?.text).toContain("Expected delivery:");
    expect(mail[0]?.html).toContain("Asha Kulkarni");
  });
});
