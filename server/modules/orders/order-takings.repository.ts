import type { Db } from "@server/db/connect";
import { isPaidOrder } from "@server/db/paid-orders";
import { orders } from "@server/db/schema/orders";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";

export type Takings = { orders: number; revenuePaise: number };

const takings = {
  orders: sql<number>`count(*)::int`,
  revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`,
};

/** Paid orders (not refunded) paid from `from` up to, not including, `to`. */
export async function takingsBetween(db: Db, from: Date, to: Date): Promise<Takings> {
  const [row] = await db
    .select(takings)
    .from(orders)
    .where(and(isPaidOrder(), gte(orders.paidAt, from), lt(orders.paidAt, to)));
  return { orders: Number(row?.orders ?? 0), revenuePaise: Number(row?.revenuePaise ?? 0) };
}

const indiaDay = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Takings per India day (YYYY-MM-DD) since `from`; days without any are absent. */
export async function takingsByIndiaDay(db: Db, from: Date): Promise<Map<string, Takings>> {
  const rows = await db
    .select({ day: indiaDay, ...takings })
    .from(orders)
    .where(and(isPaidOrder(), gte(orders.paidAt, from)))
    .groupBy(indiaDay);
  return new Map(
    rows.map((row) => [row.day, { orders: Number(row.orders), revenuePaise: Number(row.revenuePaise) }]),
  );
}

/** Paid orders staff still have to send. */
export async function waitingToShip(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.orderStatus, "PROCESSING"));
  return Number(row?.value ?? 0);
}
