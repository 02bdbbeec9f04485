import type { AdminOrderQuery } from "@contract/admin/orders";
import { pageWindow } from "@contract/admin/paging";
import type { OrderStatus } from "@contract/orders";
import type { Db } from "@server/db/connect";
import { users } from "@server/db/schema/auth";
import { coupons, offers } from "@server/db/schema/offers";
import { orderItems, orders } from "@server/db/schema/orders";
import { containing } from "@server/platform/search-pattern";
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";

/** Midnight in India (UTC+5:30 all year, no daylight saving) at the start of a YYYY-MM-DD day. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => new Date(indiaMidnight(day).getTime() + 24 * 60 * 60 * 1000);

const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** Order number, customer e-mail, or a phone number however it is typed (+91, spaces, dashes). */
function searchCondition(q: string): SQL | undefined {
  const conditions = [ilike(orders.orderNumber, containing(q)), ilike(users.email, containing(q))];
  const digits = q.replace(/\D/g, "").slice(-10);
  if (digits.length >= 4 && /^[\d\s+()-]+$/.test(q)) {
    const pattern = `%${digits}%`;
    conditions.push(
      sql`${digitsOf(sql`${users.phone}`)} like ${pattern}`,
      sql`${digitsOf(sql`${orders.addressDetails}->>'phone'`)} like ${pattern}`,
    );
  }
  return or(...conditions);
}

function queueConditions(query: AdminOrderQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.order_status) conditions.push(eq(orders.orderStatus, query.order_status));
  if (query.payment_status) conditions.push(eq(orders.paymentStatus, query.payment_status));
  if (query.refund_due) conditions.push(eq(orders.refundDue, true));
  if (query.placed_from) conditions.push(gte(orders.createdAt, indiaMidnight(query.placed_from)));
  if (query.placed_to) conditions.push(lt(orders.createdAt, nextDay(query.placed_to)));
  if (query.q) conditions.push(searchCondition(query.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A page of the order queue, newest first, with each order's customer and number of units. */
export async function listOrderQueue(db: Db, query: AdminOrderQuery) {
  const where = queueConditions(query);
  const { limit, offset } = pageWindow(query);
  const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems}
    where ${orderItems.orderId} = ${orders.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        itemCount,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { rows, total: Number(total?.value ?? 0) };
}

/** One order with its customer and the names its discount lines show. */
export async function findAdminOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      order: orders,
      couponCode: coupons.code,
      offerName: offers.name,
      customer: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .leftJoin(offers, eq(offers.id, orders.offerId))
    .where(eq(orders.id, id))
    .limit(1);
  return row ?? null;
}

export type AdminOrderRecord = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

/** The order row, locked to the end of the transaction: one status move or refund at a time. */
export async function lockOrder(tx: Db, id: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

/** What a staff move writes on the order beside its status. */
export type MoveChanges = Pick<
  typeof orders.$inferInsert,
  "courier" | "trackingNumber" | "trackingUrl" | "shippedAt" | "deliveredAt"
>;

/**
 * Moves a paid order from `from` to `to`, only while it is still in `from`: of two staff members
 * clicking at once, one moves it and the other gets false. An order that ships has been packed, so its
 * card is closed to edits from then on even when nobody printed its slip first.
 */
export async function moveOrder(
  tx: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  changes: MoveChanges,
  now: Date,
): Promise<boolean> {
  const packed =
    to === "SHIPPED" ? { packedAt: sql`coalesce(${orders.packedAt}, ${now.toISOString()})` } : {};
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, ...packed, orderStatus: to, updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.orderStatus, from), eq(orders.paymentStatus, "PAID")))
    .returning({ id: orders.id });
  return moved !== undefined;
}

/** Cancels a paid order refunded in full, only while it is still PROCESSING and paid; `by` who asked. */
export async function cancelPaidOrder(
  tx: Db,
  id: number,
  refundId: string,
  now: Date,
  by: "staff" | "customer",
): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({
      orderStatus: "CANCELLED",
      paymentStatus: "REFUNDED",
      cancelledAt: now,
      cancelReason: by,
      gatewayRefundId: refundId,
      refundedAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.id, id), eq(orders.orderStatus, "PROCESSING"), eq(orders.paymentStatus, "PAID")))
    .returning({ id: orders.id });
  return cancelled !== undefined;
}

/** Marks a paid order refunded, only while its status and refund flag are still what staff saw. */
export async function markRefunded(
  tx: Db,
  order: { id: number; orderStatus: OrderStatus; refundDue: boolean },
  refundId: string,
  now: Date,
): Promise<boolean> {
  const [done] = await tx
    .update(orders)
    .set({
      paymentStatus: "REFUNDED",
      refundDue: false,
      gatewayRefundId: refundId,
      refundedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.orderStatus, order.orderStatus),
        eq(orders.paymentStatus, "PAID"),
        eq(orders.refundDue, order.refundDue),
      ),
    )
    .returning({ id: orders.id });
  return done !== undefined;
}
