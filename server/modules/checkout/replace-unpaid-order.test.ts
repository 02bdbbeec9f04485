import { cartItems, carts } from "@server/db/schema/cart";
import { mailOutbox } from "@server/db/schema/mail";
import { orders } from "@server/db/schema/orders";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCustomer, makeProduct, makeZone } from "@server/testing/checkout-fixtures";
import { itRace } from "@server/testing/race";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { stockOf } from "@server/testing/stock-of";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/** A second checkout replaces the shopper's unpaid order only after asking Razorpay whether it was paid. */
let t: TestApp;
let double: RazorpayDouble;
beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, payments: razorpayGateway(double) });
  await makeZone(t.db);
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const ordersOf = (userId: number) =>
  t.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
const cartOf = (userId: number) =>
  t.db
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));

/** A shopper with one box (₹1,200, free shipping) in the cart and an unpaid order for it. */
async function shopperWithUnpaidOrder() {
  const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 3 });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
  const amounts = { shipping_charge: 0, discount_amount: 0, total_amount: 1200 };
  const first = await createOrderCall(t, buyer.headers, buyer.addressId, amounts);
  expect(first.statusCode).toBe(201);
  const [earlier] = await ordersOf(buyer.user.id);
  if (!earlier?.gatewayOrderId) throw new Error("create_order left no gateway order");
  const checkoutAgain = () => createOrderCall(t, buyer.headers, buyer.addressId, amounts);
  return { product, buyer, earlier, checkoutAgain };
}

describe("a second checkout", () => {
  it("keeps an earlier order Razorpay took money for, marks it paid and answers 409 naming it", async () => {
    const { product, buyer, earlier, checkoutAgain } = await shopperWithUnpaidOrder();
    // The shopper paid in the first tab, but neither the browser nor the webhook told the shop.
    double.pay(earlier.gatewayOrderId as string);

    const again = await checkoutAgain();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `We have received your payment for order #${earlier.orderNumber}, so its items have left your cart. Please review your cart before you pay again.`,
    );
    expect(await ordersOf(buyer.user.id)).toEqual([
      expect.objectContaining({ id: earlier.id, orderStatus: "PROCESSING", paymentStatus: "PAID" }),
    ]);
    expect(await stockOf(t, product.id)).toBe(2);
    expect(await cartOf(buyer.user.id)).toEqual([]);
    const mail = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmed:${earlier.id}`));
    expect(mail).toHaveLength(1);
  });

  itRace(
    "holds the earlier order while it asks Razorpay: a webhook for it waits, then changes nothing",
    async () => {
      const { buyer, earlier, checkoutAgain } = await shopperWithUnpaidOrder();
      const { payment } = double.pay(earlier.gatewayOrderId as string);
      const asked = `GET /v1/orders/${earlier.gatewayOrderId}/payments`;
      const release = double.hold(asked);
      const checkout = checkoutAgain();
      let webhook: Promise<{ statusCode: number }> | undefined;
      try {
        await vi.waitFor(() => expect(double.requests).toContain(asked), { timeout: 5_000 });
        const hook = double.webhook("payment.captured", payment);
        webhook = t.app.inject({
          method: "POST",
          url: "/api/payments/razorpay/webhook",
          headers: hook.headers,
          payload: hook.body,
        });
        // The webhook must wait for the checkout's lock on the order, not mark it paid meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await ordersOf(buyer.user.id))[0]?.paymentStatus).toBe("PENDING");
      } finally {
        release();
      }
      expect((await checkout).statusCode).toBe(409);
      expect((await webhook)?.statusCode).toBe(200);
      expect(await ordersOf(buyer.user.id)).toEqual([
        expect.objectContaining({ id: earlier.id, orderStatus: "PROCESSING", paymentStatus: "PAID" }),
      ]);
      const mail = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `order-confirmed:${earlier.id}`));
      expect(mail).toHaveLength(1);
    },
  );

  it("replaces nothing while Razorpay does not answer, and replaces the order once it says it is unpaid", async () => {
    const { product, buyer, earlier, checkoutAgain } = await shopperWithUnpaidOrder();
    double.failNext(1, `GET /v1/orders/${earlier.gatewayOrderId}/payments`);

    const refused = await checkoutAgain();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(
      `We could not check with the payment gateway whether your earlier order #${earlier.orderNumber} was paid. Please try again in a moment.`,
    );
    expect(await ordersOf(buyer.user.id)).toEqual([
      expect.objectContaining({ id: earlier.id, orderStatus: "PENDING", paymentStatus: "PENDING" }),
    ]);
    expect(await stockOf(t, product.id)).toBe(2);

    const replaced = await checkoutAgain();
    expect(replaced.statusCode).toBe(201);
    expect(await ordersOf(buyer.user.id)).toEqual([
      expect.objectContaining({ id: earlier.id, orderStatus: "CANCELLED", cancelReason: "replaced" }),
      expect.objectContaining({ id: replaced.json().order_id, orderStatus: "PENDING" }),
    ]);
    expect(await stockOf(t, product.id)).toBe(2);
  });
});
