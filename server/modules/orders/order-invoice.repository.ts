import type { Tx } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { orderItems, orders } from "@server/db/schema/orders";
import { asc, eq } from "drizzle-orm";

/** A paid order with its customer and lines, as its invoice needs them, in the caller's transaction. */
export async function orderForInvoice(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      order: orders,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await tx
    .select({
      name: orderItems.productName,
      quantity: orderItems.quantity,
      unitPricePaise: orderItems.unitPricePaise,
      hsnCode: orderItems.hsnCode,
      gstRate: orderItems.gstRate,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...row, items };
}
