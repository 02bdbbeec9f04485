import type { Db } from "@server/db/connect";
import { orderEvents, orderItems, orders } from "@server/db/schema/orders";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";

const handedOver = ["PROCESSING", "SHIPPED", "DELIVERED"] as const;

/**
 * Paid hand deliveries for the date (PROCESSING and later, never cancelled), each with its slot; only
 * those in `slotIds` when given (one zone's slots, as shipping hands them back).
 */
export async function dayOrders(db: Db, date: string, slotIds: number[] | undefined) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        inArray(orders.orderStatus, [...handedOver]),
        slotIds && inArray(orders.deliverySlotId, slotIds),
      ),
    )
    .orderBy(asc(orders.id));
  // A table check keeps the date and the slot set together, so every row here has its slot.
  return rows.flatMap((order) =>
    order.deliverySlotId === null ? [] : [{ order, slotId: order.deliverySlotId }],
  );
}

export function itemsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      customizations: orderItems.customizations,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** Places that unpaid orders hold on the date, by slot. */
export async function unpaidHolds(db: Db, date: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotId: orders.deliverySlotId, holds: count() })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryDate, date),
        eq(orders.orderStatus, "PENDING"),
        eq(orders.paymentStatus, "PENDING"),
      ),
    )
    .groupBy(orders.deliverySlotId);
  return new Map(rows.map((row) => [row.slotId ?? 0, Number(row.holds)]));
}

/** Books an order into another date and slot; the slot fee paid stays as it was. */
export async function rebook(
  db: Db,
  orderId: number,
  to: { date: string; slotId: number; label: string },
): Promise<void> {
  await db
    .update(orders)
    .set({
      deliveryDate: to.date,
      deliverySlotId: to.slotId,
      deliverySlotLabel: to.label,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/** The history line of a move; its id keys the customer's mail, so each move mails once. */
export async function insertMovedEvent(
  db: Db,
  event: { orderId: number; staffUserId: number; detail: Record<string, string> },
): Promise<number> {
  const [row] = await db
    .insert(orderEvents)
    .values({ orderId: event.orderId, staffUserId: event.staffUserId, kind: "moved", detail: event.detail })
    .returning({ id: orderEvents.id });
  if (!row) throw new Error("order event insert returned nothing");
  return row.id;
}

/** Stamps `packed_at` on the PROCESSING orders among `ids` not stamped yet; answers those it stamped. */
export async function stampPacked(db: Db, ids: number[], at: Date): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ packedAt: at, updatedAt: at })
    .where(and(inArray(orders.id, ids), eq(orders.orderStatus, "PROCESSING"), isNull(orders.packedAt)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
