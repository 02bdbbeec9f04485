import { and, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../../db/connect";
import { couponRedemptions, orderItems, orders, products } from "../../db/schema";

/**
 * Gives an unpaid order's stock back: only while it is still unpaid and holding stock. Returns true when
 * it released, false when the order no longer held stock (already paid or released).
 */
export async function releaseUnpaidOrder(
  tx: Tx,
  orderId: number,
  _reason: "expired" | "replaced",
): Promise<boolean> {
  const [released] = await tx
    .update(orders)
    .set({
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      expiresAt: null,
      cancelledAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.orderStatus, "PENDING"), eq(orders.paymentStatus, "PENDING")),
    )
    .returning({ id: orders.id });
  if (!released) return false;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  for (const item of items) {
    if (item.productId === null) continue;
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId));
  }
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
  return true;
}

/**
 * For a payment that arrives after its order gave the stock back: takes every item's quantity again,
 * all or nothing (the caller's transaction rolls back a partial take by throwing). True when all were taken.
 */
export async function retakeStockForOrder(tx: Tx, orderId: number): Promise<boolean> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productId);
  if (items.some((item) => item.productId === null)) return false;
  await tx.execute(sql`savepoint retake_stock`);
  for (const item of items) {
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}` })
      .where(and(eq(products.id, item.productId as number), gte(products.stock, item.quantity)))
      .returning({ id: products.id });
    if (!taken) {
      await tx.execute(sql`rollback to savepoint retake_stock`);
      return false;
    }
  }
  await tx.execute(sql`release savepoint retake_stock`);
  return true;
}
