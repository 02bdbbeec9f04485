import type { Db } from "@server/db/connect";
import { isPaidOrder } from "@server/db/paid-orders";
import { orderItems, orders } from "@server/db/schema/orders";
import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";

/** Products by units sold in paid orders since `since`, most first; products since deleted are left out. */
export async function listBestSellerIds(db: Db, since: Date, limit: number): Promise<number[]> {
  const units = sql<number>`sum(${orderItems.quantity})`;
  const rows = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isPaidOrder(), gte(orders.paidAt, since), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(desc(units), orderItems.productId)
    .limit(limit);
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}
