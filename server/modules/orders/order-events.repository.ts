import type { OrderStatus } from "@contract/orders";
import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { orderEvents } from "@server/db/schema/orders";
import { asc, eq } from "drizzle-orm";

export type OrderEventKind =
  | "placed"
  | "paid"
  | "paid_refund_due"
  | "expired"
  | "replaced"
  | "shipped"
  | "delivered"
  | "cancelled"
  | "refunded"
  | "moved";

export type OrderEvent = {
  orderId: number;
  kind: OrderEventKind;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  /** Null when the shop itself made the change (payment, expiry, a newer order). */
  staffUserId?: number | null;
  detail?: Record<string, string | number | boolean | null>;
};

/** One line of an order's history, written in the transaction that makes the change it records. */
export async function recordOrderEvent(tx: Db, event: OrderEvent): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    kind: event.kind,
    fromStatus: event.from ?? null,
    toStatus: event.to ?? null,
    staffUserId: event.staffUserId ?? null,
    detail: event.detail ?? {},
  });
}

/** An order's history, oldest first, with the e-mail of the staff member behind each change. */
export function orderHistory(db: Db, orderId: number) {
  return db
    .select({ event: orderEvents, staffEmail: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.staffUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}
