/** Test helpers for courier tracking: an order booked with the courier, and the courier's webhook. */

import { randomInt } from "node:crypto";
import { addDays, indiaDate } from "@contract/india-time";
import type { ShipmentState } from "@contract/shipment-states";
import { orders } from "@server/db/schema/orders";
import { shipments } from "@server/db/schema/shipments";
import { eq } from "drizzle-orm";
import { makeProduct } from "./checkout-fixtures";
import { type Buyer, paidOrder, simulatedCard } from "./paid-order";
import type { TestApp } from "./test-app";

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join("");

/**
 * A paid courier order (₹1,200, Standard, to Pune) with a shipment row as a finished booking leaves it:
 * `booked` (unless said), with Shiprocket's ids, courier and AWB, and the order packed and carrying
 * the courier, AWB and tracking page. Written directly, so tracking tests do not depend on the booking
 * path. The fixtures' zone must exist (`makeZone`).
 */
export async function bookedCourierOrder(
  t: TestApp,
  options: { state?: ShipmentState; buyer?: Buyer; courier?: string } = {},
) {
  const product = await makeProduct(t.db, { pricePaise: 120_000, stock: 10, name: "Kaju Katli Gift Box" });
  const { buyer, checkout } = await paidOrder(
    t,
    simulatedCard(t),
    [{ productId: product.id, quantity: 1 }],
    1200,
    options.buyer,
  );
  const awb = `1904${digits(9)}`;
  const courier = options.courier ?? "Delhivery Surface";
  const trackingUrl = t.deps.couriers.trackingUrl(awb);
  const bookedAt = new Date();
  await t.db
    .update(orders)
    .set({ courier, trackingNumber: awb, trackingUrl, packedAt: bookedAt })
    .where(eq(orders.id, checkout.order_id));
  const [shipment] = await t.db
    .insert(shipments)
    .values({
      orderId: checkout.order_id,
      provider: "shiprocket",
      state: options.state ?? "booked",
      channelOrderId: checkout.order_number,
      providerOrderId: `7${digits(8)}`,
      providerShipmentId: `6${digits(8)}`,
      courierId: 1,
      courierName: courier,
      awb,
      trackingUrl,
      chargePaise: 6_550,
      weightGrams: 500,
      lengthCm: 20,
      breadthCm: 15,
      heightCm: 10,
      expectedOn: addDays(indiaDate(bookedAt), 4),
      bookedAt,
      stampedPackedAt: bookedAt,
    })
    .returning();
  if (!shipment) throw new Error("shipment insert returned nothing");
  return {
    buyer,
    orderId: checkout.order_id,
    orderNumber: checkout.order_number,
    productId: product.id,
    awb,
    trackingUrl,
    shipment,
  };
}

export type BookedCourierOrder = Awaited<ReturnType<typeof bookedCourierOrder>>;

/** Shiprocket posting a tracking update (a body from the double's `webhookBody`, or raw text). */
export const postTrackingUpdate = (
  t: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown> | string,
) => t.app.inject({ method: "POST", url: "/api/courier/tracking-updates", headers, payload: body });
