import type { Db } from "@server/db/connect";
import {
  addresses,
  couponRedemptions,
  coupons,
  offers,
  orderItems,
  orders,
  products,
  users,
} from "@server/db/schema";
import { and, asc, desc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { ReleaseReason } from "./order-lifecycle";

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function findOwnAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
    .limit(1);
  return row ?? null;
}

/** Holds the customer's row to the end of the transaction: one create_order per customer at a time. */
export async function lockCustomer(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The customer's orders still waiting for payment and holding stock, locked (order rows before products). */
export function lockUnpaidOrders(db: Db, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.orderStatus, "PENDING"), eq(orders.paymentStatus, "PENDING")),
    )
    .orderBy(asc(orders.id))
    .for("update");
}

export async function productIdsOfOrders(db: Db, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}

/** Locks products in id order, the one order every stock writer takes them in, so none can deadlock. */
export async function lockProducts(db: Db, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for("update");
}

export async function productStock(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error("order insert returned nothing");
  return row;
}

export async function insertOrderItems(db: Db, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
}

export async function insertRedemption(db: Db, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}

/** Order rows with the names their discount lines show, newest first. */
const orderWithNames = (db: Db) =>
  db
    .select({ order: orders, couponCode: coupons.code, offerName: offers.name })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .leftJoin(offers, eq(offers.id, orders.offerId));

/**
 * A shopper's orders, without the unpaid ones a later checkout replaced: paying on the second try is
 * one purchase to the shopper, and a cancelled twin beside it reads like a double charge. One that a
 * late payment reached is listed, paid, due back or refunded. Hidden ones still open by their number,
 * and staff see them all in the back office.
 */
export function listOrders(db: Db, userId: number) {
  return orderWithNames(db)
    .where(
      and(
        eq(orders.userId, userId),
        or(
          isNull(orders.cancelReason),
          ne(orders.cancelReason, "replaced" satisfies ReleaseReason),
          inArray(orders.paymentStatus, ["PAID", "REFUNDED"]),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function findOrder(db: Db, userId: number, id: number) {
  const [row] = await orderWithNames(db)
    .where(and(eq(orders.userId, userId), eq(orders.id, id)))
    .limit(1);
  return row ?? null;
}

export function itemsOfOrders(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}
