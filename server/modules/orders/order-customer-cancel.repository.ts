import type { Db } from "@server/db/connect";
import { orders } from "@server/db/schema/orders";
import { and, eq } from "drizzle-orm";
import type { OrderRow } from "./order.repository";

/**
 * The customer's own order row, locked to the end of the transaction (null for a missing order or
 * another customer's, which stays unlocked): their cancel waits for any staff move, booking or payment
 * holding it, and they for the cancel.
 */
export async function lockCustomerOrder(tx: Db, userId: number, id: number): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .for("update");
  return row ?? null;
}
