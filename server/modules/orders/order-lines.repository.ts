import type { Db } from "@server/db/connect";
import { orderItems, orders } from "@server/db/schema/orders";
import { and, asc, eq } from "drizzle-orm";

/** The customer's own order, with what Buy again reads of it; null for a missing one or another customer's. */
export async function findCustomerOrderLines(db: Db, userId: number, orderId: number) {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) return null;
  const lines = await db
    .select({
      productId: orderItems.productId,
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPaise: orderItems.unitPricePaise,
      customizations: orderItems.customizations,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { order, lines };
}
