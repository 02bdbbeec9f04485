import type { Db } from "@server/db/connect";
import { orders } from "@server/db/schema/orders";
import { inArray } from "drizzle-orm";

/** What a packing slip shows of each order among `ids` (none of its money). */
export function slipOrders(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      address: orders.addressDetails,
      deliveryDate: orders.deliveryDate,
      deliverySlotLabel: orders.deliverySlotLabel,
      giftMessage: orders.giftMessage,
      giftFrom: orders.giftFrom,
    })
    .from(orders)
    .where(inArray(orders.id, ids));
}
