/** Test helpers for the back office's order screens: paid orders made the way the shop makes them. */

import { type CreateOrderResponse, createOrderResponse } from "@contract/orders";
import { expect } from "vitest";
import { createOrderCall } from "./checkout-calls";
import { type CartLineSpec, fillCart, makeCustomer } from "./checkout-fixtures";
import type { TestApp } from "./test-app";

export type Buyer = Awaited<ReturnType<typeof makeCustomer>>;
/** What checkout.js hands the browser after a payment: the simulated card, or the Razorpay double's `pay`. */
export type Card = (gatewayOrderId: string) => Promise<Record<string, string>>;

/** The simulated gateway's card form pressing Pay. */
export const simulatedCard =
  (t: TestApp): Card =>
  async (gatewayOrderId) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/payments/simulated/pay/",
        payload: { razorpay_order_id: gatewayOrderId, outcome: "captured" },
      })
    ).json();

/**
 * create_order for the buyer's cart. Lines of ₹999 or more ship free (Standard) in the fixtures' zone,
 * so the total is the lines' sum in rupees.
 */
export async function placeOrder(
  t: TestApp,
  buyer: Buyer,
  totalRupees: number,
): Promise<CreateOrderResponse> {
  const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
    shipping_charge: "0.00",
    discount_amount: 0,
    total_amount: totalRupees,
  });
  expect(res.statusCode, res.body).toBe(201);
  return createOrderResponse.parse(res.json());
}

export async function payOrder(t: TestApp, buyer: Buyer, checkout: CreateOrderResponse, card: Card) {
  const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = await card(
    checkout.razorpay_order_id,
  );
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/verify_payment/",
    headers: buyer.headers,
    payload: { razorpay_payment_id, razorpay_order_id, razorpay_signature, order_key: checkout.order_key },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A buyer (new unless given) orders these lines and pays: a PROCESSING, PAID order. */
export async function paidOrder(
  t: TestApp,
  card: Card,
  lines: CartLineSpec[],
  totalRupees: number,
  buyer?: Buyer,
): Promise<{ buyer: Buyer; checkout: CreateOrderResponse }> {
  const who = buyer ?? (await makeCustomer(t.db));
  await fillCart(t.db, who.user.id, lines);
  const checkout = await placeOrder(t, who, totalRupees);
  await payOrder(t, who, checkout, card);
  return { buyer: who, checkout };
}

/** A staff call to the back office's order API. */
export const adminOrders =
  (t: TestApp, headers: Record<string, string>) =>
  (method: "GET" | "POST", path: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api/admin/orders/${path}`, headers, ...(payload ? { payload } : {}) });
