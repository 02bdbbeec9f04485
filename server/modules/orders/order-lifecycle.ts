/**
 * Moving stock and coupon uses with an unpaid order (INTERFACES.md). Every function runs inside the
 * caller's transaction; whoever commits a stock change calls `deps.publicCache.invalidate()` afterwards.
 */

import type { Db } from "@server/db/connect";
import { couponRedemptions, orderItems, orders } from "@server/db/schema";
import { couponUseLeft } from "@server/modules/checkout/coupon-use-again";
import { and, eq, sql } from "drizzle-orm";
import { insertRedemption } from "./order.repository";
import { type OrderEvent, recordOrderEvent } from "./order-events.repository";

/**
 * Why an unpaid order gives its stock back: its 30 minutes ran out, the customer started a new one,
 * or staff cancelled it.
 */
export type ReleaseReason = "expired" | "replaced" | "staff";

/**
 * Gives an unpaid order's stock and coupon use back and cancels it, only while it still holds them
 * (PENDING and unpaid). The status change is the claim: of two callers racing (expiry on two instances,
 * expiry and a new create_order) exactly one flips the row and gives the stock back.
 */
export async function releaseUnpaidOrder(
  tx: Db,
  orderId: number,
  reason: ReleaseReason,
  by: Pick<OrderEvent, "staffUserId" | "detail"> = {},
): Promise<boolean> {
  const now = new Date();
  const [claimed] = await tx
    .update(orders)
    .set({
      orderStatus: "CANCELLED",
      paymentStatus: "FAILED",
      expiresAt: null,
      cancelledAt: now,
      cancelReason: reason,
      updatedAt: now,
    })
    .where(
      and(eq(orders.id, orderId), eq(orders.orderStatus, "PENDING"), eq(orders.paymentStatus, "PENDING")),
    )
    .returning({ id: orders.id });
  if (!claimed) return false;
  await returnStockAndCoupon(tx, orderId);
  await recordOrderEvent(tx, {
    orderId,
    kind: reason === "staff" ? "cancelled" : reason,
    from: "PENDING",
    to: "CANCELLED",
    ...by,
  });
  return true;
}

/**
 * Puts every item's quantity back on its product's stock and frees the order's coupon use, for an
 * order that no longer holds them (released unpaid, or cancelled and refunded). The caller has made
 * the status change that claims the order, so this runs once per order.
 */
export async function returnStockAndCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.execute(sql`
    update products p set stock = p.stock + back.quantity, updated_at = now()
    from (select product_id, sum(quantity)::int as quantity from order_items
          where order_id = ${orderId} and product_id is not null group by product_id) back
    where p.id = back.product_id`);
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
}

/** Why a late payment cannot revive its order: staff cancelled it, or something it held is gone. */
export type LateRefusal = "cancelled_by_staff" | "coupon_used_up" | "sold_out";

type LateOrder = {
  id: number;
  userId: number;
  couponId: number | null;
  couponDiscountPaise: number;
  cancelReason: string | null;
};

/**
 * For a payment that reaches an order after it gave its stock and coupon use back: takes the coupon
 * use (within the coupon's limits, counted under its lock) and every item's stock again, all or
 * nothing, or answers why not. An order staff cancelled (say, as suspected fraud) stays cancelled
 * whatever is left. The coupon is locked before the products, the order create_order takes them in.
 */
export async function retakeForLatePayment(tx: Db, order: LateOrder): Promise<LateRefusal | null> {
  if (order.cancelReason === ("staff" satisfies ReleaseReason)) return "cancelled_by_staff";
  try {
    await tx.transaction(async (savepoint) => {
      if (order.couponId !== null) {
        if (!(await couponUseLeft(savepoint, order.couponId, order.userId))) {
          throw new Refused("coupon_used_up");
        }
        await insertRedemption(savepoint, {
          couponId: order.couponId,
          userId: order.userId,
          orderId: order.id,
          discountPaise: order.couponDiscountPaise,
        });
      }
      if (!(await retakeStockForOrder(savepoint, order.id))) throw new Refused("sold_out");
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}

class Refused extends Error {
  constructor(readonly reason: LateRefusal) {
    super(reason);
  }
}

/**
 * For a payment that arrives after its order gave the stock back: takes every item's quantity again,
 * never below 0, all or nothing (a savepoint undoes the lines already taken when one is short).
 * Products are taken in id order so two retakes cannot deadlock.
 */
export async function retakeStockForOrder(tx: Db, orderId: number): Promise<boolean> {
  const wanted = await tx
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(orderItems.productId);
  if (wanted.length === 0 || wanted.some((line) => line.productId === null)) return false;
  try {
    await tx.transaction(async (savepoint) => {
      for (const line of wanted) {
        if (!(await takeStock(savepoint, line.productId ?? 0, Number(line.quantity)))) {
          throw new StockShort();
        }
      }
    });
    return true;
  } catch (error) {
    if (error instanceof StockShort) return false;
    throw error;
  }
}

class StockShort extends Error {}

/** `stock = stock − quantity` only where that leaves it at 0 or more; false when there is not enough. */
export async function takeStock(tx: Db, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx.execute(sql`
    update products set stock = stock - ${quantity}, updated_at = now()
    where id = ${productId} and stock >= ${quantity} returning id`);
  return rowCount(rows) === 1;
}

function rowCount(result: unknown): number {
  const rows = (result as { rows?: unknown[] }).rows;
  return Array.isArray(rows) ? rows.length : 0;
}
