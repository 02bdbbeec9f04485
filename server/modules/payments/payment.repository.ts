import type { Db, Tx } from "@server/db/connect";
import { cartItems, carts } from "@server/db/schema/cart";
import { orderItems, orders } from "@server/db/schema/orders";
import { paymentEvents } from "@server/db/schema/payments";
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";

export type PaymentOrder = typeof orders.$inferSelect;

/** The order a gateway order belongs to, locked until the transaction ends so one payment step runs at a time. */
export async function lockOrderByGatewayOrder(tx: Tx, gatewayOrderId: string): Promise<PaymentOrder | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)).for("update");
  return row ?? null;
}

export async function findOrderByKey(db: Db, orderKey: string): Promise<PaymentOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderKey, orderKey));
  return row ?? null;
}

/** Takes the ordered products off the customer's cart once they are bought. */
export async function removeOrderedLinesFromCart(tx: Tx, orderId: number, userId: number): Promise<void> {
  const ordered = tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  const cart = tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  await tx
    .delete(cartItems)
    .where(and(inArray(cartItems.cartId, cart), inArray(cartItems.productId, ordered)));
}

/** Records a gateway event; false when the same event was recorded before (a replay). */
export async function recordPaymentEvent(
  tx: Tx,
  event: { gateway: string; eventId: string; eventType: string; orderId: number | null; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: [paymentEvents.gateway, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * The next order after `after` (by id) that `due` picks, locked with SKIP LOCKED: an order another
 * instance holds is passed over, so instances share the work.
 */
async function claimNextOrder(tx: Tx, due: SQL | undefined, after: number): Promise<PaymentOrder | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(due, gt(orders.id, after)))
    .orderBy(orders.id)
    .limit(1)
    .for("update", { skipLocked: true });
  return order ?? null;
}

/** The next unpaid order past its `expires_at`, claimed for this transaction. */
export const claimNextExpiredOrder = (tx: Tx, after: number) =>
  claimNextOrder(
    tx,
    and(
      eq(orders.paymentStatus, "PENDING"),
      eq(orders.orderStatus, "PENDING"),
      lte(orders.expiresAt, sql`now()`),
    ),
    after,
  );

/** The next late payment flagged `refund_due` whose retry time has come, claimed for this transaction. */
export const claimNextRefundDue = (tx: Tx, after: number) =>
  claimNextOrder(
    tx,
    and(
      eq(orders.refundDue, true),
      eq(orders.paymentStatus, "PAID"),
      or(isNull(orders.refundRetryAt), lte(orders.refundRetryAt, sql`now()`)),
    ),
    after,
  );

/** Counts a failed automatic refund and sets when to try again. */
export async function deferRefund(tx: Tx, orderId: number, failures: number, waitMs: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      refundAttempts: failures,
      refundRetryAt: sql`now() + (${waitMs} * interval '1 millisecond')`,
    })
    .where(eq(orders.id, orderId));
}

/** Records the gateway's refund of a late payment: refunded, no longer due. */
export async function markLateRefunded(tx: Tx, orderId: number, refundId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentStatus: "REFUNDED",
      refundDue: false,
      refundRetryAt: null,
      gatewayRefundId: refundId,
      refundedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}
