/**
 * Test helpers for courier booking (decision 27): the app booking through the Shiprocket double, paid
 * Standard and Express orders to book, and staff's booking calls.
 */

import { createOrderResponse } from "@contract/orders";
import { orders } from "@server/db/schema/orders";
import { shipments } from "@server/db/schema/shipments";
import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { adminClient } from "./admin-client";
import { createOrderCall } from "./checkout-calls";
import { fillCart, makeCustomer, makeProduct, makeZone } from "./checkout-fixtures";
import type { TestClock } from "./clock";
import { payOrder, simulatedCard } from "./paid-order";
import { type ShiprocketDouble, startShiprocketDouble } from "./shiprocket-double";
import { createTestApp, type TestApp } from "./test-app";

export type CourierShop = {
  t: TestApp;
  double: ShiprocketDouble;
  admin: Awaited<ReturnType<typeof adminClient>>;
  close: () => Promise<void>;
};

/**
 * The app booking with Shiprocket (the double), makeZone's Pune, and a staff member. Calls time out
 * after a second: short enough for tests of answers that never come, long enough for a busy machine.
 */
export async function courierShop(options: { clock?: TestClock } = {}): Promise<CourierShop> {
  const double = await startShiprocketDouble();
  const t = await createTestApp({
    seed: false,
    couriers: double.couriers({ timeoutMs: 1_000 }),
    ...(options.clock ? { now: options.clock.now } : {}),
  });
  await makeZone(t.db);
  const admin = await adminClient(t);
  return {
    t,
    double,
    admin,
    async close() {
      await t.close();
      await double.close();
    },
  };
}

/**
 * A paid courier order to Pune: Standard ₹1,200 (5 days), or Express ₹2,000 (2 days); both ship free in
 * makeZone's terms.
 */
export async function courierOrder(t: TestApp, method: "S" | "E" = "S") {
  const rupees = method === "E" ? 2000 : 1200;
  const product = await makeProduct(t.db, {
    pricePaise: rupees * 100,
    stock: 10,
    name: "Kaju Katli Gift Box",
  });
  const buyer = await makeCustomer(t.db);
  await fillCart(t.db, buyer.user.id, [{ productId: product.id, quantity: 1 }]);
  const res = await createOrderCall(t, buyer.headers, buyer.addressId, {
    shipping_method: method,
    shipping_charge: "0.00",
    discount_amount: 0,
    total_amount: rupees,
  });
  expect(res.statusCode, res.body).toBe(201);
  const checkout = createOrderResponse.parse(res.json());
  await payOrder(t, buyer, checkout, simulatedCard(t));
  return { id: checkout.order_id, number: checkout.order_number, buyer };
}

/** The box every test books: the double's default parcel. */
export const testParcel = { weight_grams: 500, length_cm: 20, breadth_cm: 15, height_cm: 10 };

/** Staff press 'Book courier' (a null courier takes the default rule). */
export const bookCourier = (shop: CourierShop, orderId: number, courierId: number | null = null) =>
  shop.admin.post("/shipments/", { order_id: orderId, courier_id: courierId, parcel: testParcel });

export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} not found`);
  return row;
}

/** An order's bookings, newest first. */
export const shipmentsOf = (t: TestApp, orderId: number) =>
  t.db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.id));

/** The double's orders made for this order number (any channel id suffix). */
export const providerOrdersOf = (double: ShiprocketDouble, orderNumber: string) =>
  double.orders.filter((order) => order.channelOrderId.startsWith(orderNumber));

/** Moves the order's address (as if the shopper had typed it so), e.g. to a city Shiprocket refuses. */
export async function readdress(t: TestApp, id: number, change: { city?: string; pincode?: string }) {
  const row = await orderRow(t, id);
  await t.db
    .update(orders)
    .set({ addressDetails: { ...row.addressDetails, ...change } })
    .where(eq(orders.id, id));
}
