import type { Db } from "@server/db/connect";
import { orderItems, orders } from "@server/db/schema/orders";
import { and, asc, eq, gte, inArray, isNull, lt, or } from "drizzle-orm";

/** The order row, read without a lock (the booking's provider calls must not hold the order). */
export async function readOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The lines as a courier manifest lists them. */
export function courierLines(db: Db, orderId: number) {
  return db
    .select({
      name: orderItems.productName,
      productId: orderItems.productId,
      lineId: orderItems.id,
      quantity: orderItems.quantity,
      unitPaise: orderItems.unitPricePaise,
      hsn: orderItems.hsnCode,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** Stamps `packed_at` only where it is still empty; true when this call stamped it. */
export async function stampPackedIfEmpty(tx: Db, id: number, at: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ packedAt: at, updatedAt: at })
    .where(and(eq(orders.id, id), isNull(orders.packedAt)))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** Clears `packed_at` only while it is still the stamp a booking set and the order has not left. */
export async function clearPackedStamp(tx: Db, id: number, stampedAt: Date, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ packedAt: null, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.packedAt, stampedAt), eq(orders.orderStatus, "PROCESSING")));
}

/**
 * Writes the booked courier on the order, unless staff already typed another tracking number (a parcel
 * shipped by hand while the booking was on hold keeps what staff wrote).
 */
export async function writeCourierSummary(
  tx: Db,
  id: number,
  booking: { courier: string; awb: string; trackingUrl: string | null },
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({
      courier: booking.courier,
      trackingNumber: booking.awb,
      trackingUrl: booking.trackingUrl,
      updatedAt: now,
    })
    .where(and(eq(orders.id, id), or(isNull(orders.trackingNumber), eq(orders.trackingNumber, booking.awb))))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** Takes a cancelled booking's courier off the order, only while the order still names that AWB. */
export async function clearCourierSummary(tx: Db, id: number, awb: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ courier: null, trackingNumber: null, trackingUrl: null, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.trackingNumber, awb)))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** Paid courier orders (S, E) paid in [from, to), still PROCESSING with no tracking number, oldest first. */
export function unbookedCourierOrders(db: Db, window: { from: Date; to: Date; limit: number }) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, "PROCESSING"),
        eq(orders.paymentStatus, "PAID"),
        inArray(orders.shippingMethod, ["S", "E"]),
        isNull(orders.trackingNumber),
        gte(orders.paidAt, window.from),
        lt(orders.paidAt, window.to),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id))
    .limit(window.limit);
}

/** What a staff list shows of each order beside its bookings. */
export function orderFacts(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shippingMethod: orders.shippingMethod,
      orderStatus: orders.orderStatus,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
}
