/**
 * Hand-delivered orders for the orders module's tests: placed through create_order (so they hold their
 * slot place as the shop takes it) and paid with the simulated card; a slot day's counter read back.
 */
import { addDays, indiaDate } from "@contract/india-time";
import { createOrderResponse } from "@contract/orders";
import type { Db } from "@server/db/connect";
import { deliverySlotDays } from "@server/db/schema";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { addToCart } from "./checkout-calls";
import { makeCustomer, makeProduct } from "./checkout-fixtures";
import { payOrder, simulatedCard } from "./paid-order";
import type { TestApp } from "./test-app";

/** Tomorrow in India: bookable at any hour with the kit's 2 PM cut-off and 3 h notice (./hand-delivery). */
export const tomorrow = () => addDays(indiaDate(new Date()), 1);

export async function bookedOn(db: Db, slotId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ booked: deliverySlotDays.booked })
    .from(deliverySlotDays)
    .where(and(eq(deliverySlotDays.slotId, slotId), eq(deliverySlotDays.deliveryDate, date)));
  return row?.booked ?? 0;
}

export type HandOrderOptions = {
  slotId: number;
  date?: string;
  /** The slot's fee in rupees, as checkout shows it (the kit's windows are free). */
  feeRupees?: number;
  giftMessage?: string | null;
  giftFrom?: string | null;
};

/**
 * A new customer buys one ₹499 item (`stock` units on hand) for hand delivery in makeZone's Pune with
 * addHandDelivery's terms: ₹49 below ₹999, plus the slot's fee. The order is placed, unpaid.
 */
export async function placeHandOrder(t: TestApp, options: HandOrderOptions & { stock?: number }) {
  const product = await makeProduct(t.db, {
    pricePaise: 49_900,
    stock: options.stock ?? 5,
    name: "Kaju Katli",
  });
  const buyer = await makeCustomer(t.db);
  await addToCart(t, buyer.headers, product.id, 1);
  const fee = options.feeRupees ?? 0;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/orders/create_order/",
    headers: buyer.headers,
    payload: {
      address_id: buyer.addressId,
      shipping_method: "L",
      shipping_charge: "49.00",
      offer_id: null,
      discount_amount: 0,
      total_amount: 548 + fee,
      delivery_date: options.date ?? tomorrow(),
      delivery_slot_id: options.slotId,
      delivery_slot_fee: fee.toFixed(2),
      gift_message: options.giftMessage ?? null,
      gift_from: options.giftFrom ?? null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { product, buyer, checkout: createOrderResponse.parse(res.json()) };
}

/** placeHandOrder, then paid with the simulated card: a PROCESSING, PAID hand delivery. */
export async function paidHandOrder(t: TestApp, options: HandOrderOptions & { stock?: number }) {
  const placed = await placeHandOrder(t, options);
  await payOrder(t, placed.buyer, placed.checkout, simulatedCard(t));
  return placed;
}
