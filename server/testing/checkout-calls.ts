/** Test helpers for order tests: a gateway that counts what it was asked, and create_order calls. */
import type { PaymentGateway } from "@server/platform/payments/gateway";
import type { TestApp } from "./test-app";

/**
 * Wraps a real gateway and keeps every gateway order created, so a test can say "nothing was charged".
 * `orderingFrom` sends gateway orders to another real gateway (say, Razorpay at an address where nothing
 * answers) to see what an outage does.
 */
export function countingGateway(inner: PaymentGateway) {
  const created: { id: string; amountPaise: number; receipt: string }[] = [];
  let ordering = inner;
  const gateway: PaymentGateway = {
    ...inner,
    name: inner.name,
    keyId: inner.keyId,
    checkoutScriptUrl: inner.checkoutScriptUrl,
    async createOrder(input) {
      const order = await ordering.createOrder(input);
      created.push({ id: order.id, amountPaise: input.amountPaise, receipt: input.receipt });
      return order;
    },
  };
  const orderingFrom = (other: PaymentGateway) => {
    ordering = other;
  };
  return { gateway, created, orderingFrom };
}

export type CheckoutAmounts = {
  shipping_method?: "S" | "E";
  shipping_charge: number | string;
  offer_id?: number | null;
  discount_amount: number | string;
  total_amount: number | string;
  coupon_code?: string | null;
};

export const createOrderCall = (
  t: TestApp,
  headers: Record<string, string>,
  addressId: number,
  amounts: CheckoutAmounts,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/orders/create_order/",
    headers,
    payload: { address_id: addressId, shipping_method: "S", offer_id: null, ...amounts },
  });

/** Puts a product in the customer's cart the way the shop does: POST /user/cart/add_item/. */
export async function addToCart(
  t: TestApp,
  headers: Record<string, string>,
  productId: number,
  quantity = 1,
) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/user/cart/add_item/",
    headers,
    payload: { product_id: productId, quantity },
  });
  if (res.statusCode !== 200) throw new Error(`add_item answered ${res.statusCode}: ${res.body}`);
}
