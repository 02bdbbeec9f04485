import type { Db } from "@server/db/connect";
import { products } from "@server/db/schema/catalog";
import { orderItems } from "@server/db/schema/orders";
import { asc, eq, inArray, sql } from "drizzle-orm";

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

/** Puts every item's quantity of the order back on its product's stock. */
export async function returnStock(db: Db, orderId: number): Promise<void> {
  await db.execute(sql`
    update products p set stock = p.stock + back.quantity, updated_at = now()
    from (select product_id, sum(quantity)::int as quantity from order_items
          where order_id = ${orderId} and product_id is not null group by product_id) back
    where p.id = back.product_id`);
}

/** How many of each product the order holds, in product id order (a deleted product's id is null). */
export function orderedQuantities(db: Db, orderId: number) {
  return db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(orderItems.productId);
}

/** `stock = stock − quantity` only where that leaves it at 0 or more; false when there is not enough. */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const rows = await db.execute(sql`
    update products set stock = stock - ${quantity}, updated_at = now()
    where id = ${productId} and stock >= ${quantity} returning id`);
  return rowCount(rows) === 1;
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}

/** Each product the orders hold (deleted ones aside), with its stock now and how many they hold of it. */
export function stockOfOrderedProducts(db: Db, orderIds: number[]) {
  return db
    .select({
      productId: products.id,
      stock: products.stock,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(products.id, products.stock);
}
