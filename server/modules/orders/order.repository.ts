import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { coupons, offers } from "@server/db/schema/offers";
import { couponRedemptions } from "@server/db/schema/offers-redemptions";
import { orderItems, orders } from "@server/db/schema/orders";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";

export type { AddressSnapshot, OrderItemCustomization } from "@server/db/schema/orders";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type NewRedemption = typeof couponRedemptions.$inferInsert;

/**
 * Why an unpaid order gives its stock back: its 30 minutes ran out, the customer started a new one,
 * staff cancelled it, or the customer cancelled it.
 */
export type ReleaseReason = "expired" | "replaced" | "staff" | "customer";

/** What an order holds beyond its lines: a hand-delivery slot's place on its date, when it has one. */
export type HeldBy = Pick<OrderRow, "id" | "deliverySlotId" | "deliveryDate">;

/** Holds the customer's row to the end of the transaction: one create_order per customer at a time. */
export async function lockCustomer(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The customer's orders still waiting for payment and holding stock, locked (order rows before products). */
export function lockUnpaidOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.orderStatus, "PENDING"), eq(orders.paymentStatus, "PENDING")),
    )
    .orderBy(asc(orders.id))
    .for("update");
}

export async function insertOrder(db: Db, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("order insert returned nothing");
  return row;
}

export async function insertOrderItems(db: Db, values: NewOrderItem[]): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
}

export async function insertRedemption(db: Db, values: NewRedemption): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}

export async function deleteRedemptions(db: Db, orderId: number): Promise<void> {
  await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

/**
 * Cancels an unpaid order only while it still holds its stock (PENDING and unpaid): of two callers
 * racing, exactly one flips the row and gets what it held; the other gets null.
 */
export async function claimUnpaidForRelease(
  db: Db,
  orderId: number,
  reason: ReleaseReason,
  now: Date,
): Promise<HeldBy | null> {
  const [claimed] = await db
    .update(orders)
    .set({
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      expiresAt: null,
      cancelledAt: now,
      cancelReason: reason,
      updatedAt: now,
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.orderStatus, "PENDING"), eq(orders.paymentStatus, "PENDING")),
    )
    .returning({ id: orders.id, deliverySlotId: orders.deliverySlotId, deliveryDate: orders.deliveryDate });
  return claimed ?? null;
}

/**
 * The one transition to paid. Conditional on the payment status, so of two callers that both got past
 * their checks only one changes the row; the other gets false.
 */
export async function markOrderPaid(
  db: Db,
  orderId: number,
  paymentId: string,
  outcome: "processing" | "refund_due",
): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({
      paymentStatus: "PAID",
      gatewayPaymentId: paymentId,
      paidAt: sql`now()`,
      expiresAt: null,
      updatedAt: sql`now()`,
      ...(outcome === "processing"
        ? { orderStatus: "PROCESSING" as const, cancelledAt: null, cancelReason: null }
        : { refundDue: true }),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ["PENDING", "FAILED"])))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** An order with its customer's address for mail and the lines it lists, in the caller's transaction. */
export async function orderForMail(db: Db, orderId: number) {
  const [order] = await db
    .select({ order: orders, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select({
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
  return { ...order, items };
}

/** Order rows with the names their discount lines show, newest first. */
const orderWithNames = (db: Db) =>
  db
    .select({ order: orders, couponCode: coupons.code, offerName: offers.name })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .leftJoin(offers, eq(offers.id, orders.offerId));

/**
 * A shopper's orders, without the unpaid ones a later checkout replaced: paying on the second try is
 * one purchase to the shopper, and a cancelled twin beside it reads like a double charge. One that a
 * late payment reached is listed, paid, due back or refunded. Hidden ones still open by their number,
 * and staff see them all in the back office.
 */
export function listOrders(db: Db, userId: number) {
  return orderWithNames(db)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          isNull(orders.cancelReason),
          ne(orders.cancelReason, "replaced" satisfies ReleaseReason),
          inArray(orders.paymentStatus, ["PAID", "REFUNDED"]),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function findOrder(db: Db, userId: number, id: number) {
  const [row] = await orderWithNames(db)
    .where(and(eq(orders.userId, userId), eq(orders.id, id)))
    .limit(1);
  return row ?? null;
}

export function itemsOfOrders(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/**
 * Writes the customer's card in one conditional update: only their own order, only while it has not
 * left or been cancelled and nobody has packed it. False when it was not theirs or could not change.
 */
export async function updateGiftMessage(
  db: Db,
  userId: number,
  id: number,
  card: { giftMessage: string | null; giftFrom: string | null },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({ ...card, updatedAt: now })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        inArray(orders.orderStatus, ["PENDING", "PROCESSING"]),
        isNull(orders.packedAt),
      ),
    )
    .returning({ id: orders.id });
  return row !== undefined;
}
