import type { Db } from "@server/db/connect";
import { cartItemCustomizations, cartItems, carts } from "@server/db/schema/cart";
import { orderItems, orders } from "@server/db/schema/orders";
import { and, eq, inArray, ne, not, type SQL, sql } from "drizzle-orm";

/**
 * Where a customer's photos are named: their cart's answers and their orders' items (an order copies
 * its lines' photo keys). What counts towards the quota and what the retention job may delete are both
 * decided here, from the same rule about orders.
 */

const unpaid = inArray(orders.paymentStatus, ["PENDING", "FAILED"]);

/**
 * An unpaid order that was released (expired, replaced or cancelled) more than `days` ago: its photos
 * are no longer kept for it. Paid orders keep theirs, as do unpaid ones still waiting for payment.
 */
const releasedBefore = (days: number): SQL =>
  and(
    unpaid,
    eq(orders.orderStatus, "CANCELLED"),
    sql`coalesce(${orders.cancelledAt}, ${orders.updatedAt}) <= now() - make_interval(days => ${days})`,
  ) as SQL;

async function cartKeys(db: Db, userId: number, exceptItemId: number | null): Promise<string[]> {
  const rows = await db
    .select({ keys: cartItemCustomizations.imageKeys })
    .from(cartItemCustomizations)
    .innerJoin(cartItems, eq(cartItems.id, cartItemCustomizations.cartItemId))
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(
      exceptItemId === null
        ? eq(carts.userId, userId)
        : and(eq(carts.userId, userId), ne(cartItems.id, exceptItemId)),
    );
  return rows.flatMap((row) => row.keys);
}

async function orderKeys(db: Db, userId: number, which?: SQL): Promise<string[]> {
  const rows = await db
    .select({ customizations: orderItems.customizations })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), which));
  return rows.flatMap((row) => row.customizations.flatMap((answer) => answer.images ?? []));
}

/** The keys among `keys` that this customer's orders still name (an order copies its line's photo keys). */
export async function keysInOrders(db: Db, userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const wanted = new Set(keys);
  return new Set((await orderKeys(db, userId)).filter((key) => wanted.has(key)));
}

/**
 * Photos the quota counts: those in the cart (but the line about to be replaced) and in unpaid orders
 * still kept. A paid order's photos are the gift itself and do not count.
 */
export async function photosHeld(db: Db, userId: number, days: number, exceptItemId: number | null) {
  const [inCart, inOrders] = await Promise.all([
    cartKeys(db, userId, exceptItemId),
    orderKeys(db, userId, and(unpaid, not(releasedBefore(days))) as SQL),
  ]);
  return new Set([...inCart, ...inOrders]);
}

/** Every photo of this customer that a row still needs: the retention job deletes the others. */
export async function photosInUse(db: Db, userId: number, days: number): Promise<Set<string>> {
  const [inCart, inOrders] = await Promise.all([
    cartKeys(db, userId, null),
    orderKeys(db, userId, not(releasedBefore(days))),
  ]);
  return new Set([...inCart, ...inOrders]);
}

/**
 * Serialises the photo saves of one customer until the transaction ends, so two at once cannot both
 * fit under the quota. Only this path takes it, so it cannot deadlock with the cart's row locks.
 */
export async function lockCustomerPhotos(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('customer-photos'), ${userId})`);
}

/** Customers' photos saved in carts, by customer: what a staff change is about to delete the answers of. */
export type CartPhotos = Map<number, string[]>;

async function cartPhotosWhere(db: Db, where: SQL): Promise<CartPhotos> {
  const rows = await db
    .select({ userId: carts.userId, keys: cartItemCustomizations.imageKeys })
    .from(cartItemCustomizations)
    .innerJoin(cartItems, eq(cartItems.id, cartItemCustomizations.cartItemId))
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(where);
  const byUser: CartPhotos = new Map();
  for (const row of rows) {
    if (row.keys.length > 0) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), ...row.keys]);
  }
  return byUser;
}

/** Photos answering any field of the product (the product is being deleted). */
export const cartPhotosOfProduct = (db: Db, productId: number) =>
  cartPhotosWhere(db, eq(cartItems.productId, productId));

/** Photos answering these fields (staff removed them from the product). */
export async function cartPhotosOfFields(db: Db, fieldIds: number[]): Promise<CartPhotos> {
  if (fieldIds.length === 0) return new Map();
  return cartPhotosWhere(db, inArray(cartItemCustomizations.fieldId, fieldIds));
}
