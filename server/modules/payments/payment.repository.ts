import type { Db, Tx } from "@server/db/connect";
import { cartItems, carts, orderItems, orders, paymentEvents, users } from "@server/db/schema";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";

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

/**
 * The one transition to paid. Conditional on the payment status, so of two callers that both got past
 * their checks only one changes the row; the other gets false.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: number,
  paymentId: string,
  outcome: "processing" | "refund_due",
): Promise<boolean> {
  const [row] = await tx
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

export async function orderForMail(tx: Tx, orderId: number) {
  const [order] = await tx
    .select({ order: orders, email: users.email, firstName: users.firstName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await tx
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
