/**
 * The face other modules take an order through its life by (docs/architecture.md): checkout places it,
 * payments marks it paid, expires it or refunds it. Every function runs inside the caller's
 * transaction; whoever commits a stock change calls `deps.publicCache.invalidate()` afterwards.
 */

import { paiseToDecimal } from "@contract/money";
import type { Db } from "@server/db/connect";
import { couponUseLeft } from "@server/modules/offers/coupons.service";
import {
  claimUnpaidForRelease,
  deleteRedemptions,
  insertOrder,
  insertOrderItems,
  insertRedemption,
  lockCustomer,
  lockUnpaidOrders,
  type NewOrder,
  type NewOrderItem,
  type NewRedemption,
  type OrderRow,
  type ReleaseReason,
} from "./order.repository";
import { type OrderEvent, recordOrderEvent } from "./order-events.repository";
import {
  lockProducts,
  orderedQuantities,
  productIdsOfOrders,
  returnStock,
  takeStock,
} from "./order-stock.repository";

export {
  type AddressSnapshot,
  markOrderPaid,
  type OrderItemCustomization,
  type OrderRow,
} from "./order.repository";
export { orderConfirmationMail } from "./order-confirmation-mail";
export { recordOrderEvent } from "./order-events.repository";
export { newOrderKey, newOrderNumber } from "./order-number";
export { enqueueStatusMail } from "./order-status-mail";
export { productStock, takeStock } from "./order-stock.repository";
export { refundInFull } from "./refund-in-full";

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
  if (!(await claimUnpaidForRelease(tx, orderId, reason, new Date()))) return false;
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
  await returnStock(tx, orderId);
  await deleteRedemptions(tx, orderId);
}

/**
 * The start of create_order's transaction: the customer's row (one create_order per customer at a
 * time), then their orders still waiting for payment and holding stock, locked (order rows before products).
 */
export async function lockCustomerUnpaidOrders(tx: Db, userId: number): Promise<OrderRow[]> {
  await lockCustomer(tx, userId);
  return lockUnpaidOrders(tx, userId);
}

/**
 * Before a new order takes its stock, the customer's earlier unpaid orders give theirs back: every
 * product either touches is locked first, in id order, so no two stock writers can deadlock.
 */
export async function replaceUnpaidOrders(tx: Db, unpaidIds: number[], productIds: number[]): Promise<void> {
  await lockProducts(tx, [...new Set([...productIds, ...(await productIdsOfOrders(tx, unpaidIds))])]);
  for (const orderId of unpaidIds) await releaseUnpaidOrder(tx, orderId, "replaced");
}

/** Writes a new unpaid order: its row, the "placed" line of its history, its items and its coupon use. */
export async function writeNewOrder(
  tx: Db,
  order: NewOrder,
  items: Omit<NewOrderItem, "orderId">[],
  redemption: Omit<NewRedemption, "orderId"> | null,
): Promise<OrderRow> {
  const row = await insertOrder(tx, order);
  await recordOrderEvent(tx, {
    orderId: row.id,
    kind: "placed",
    to: "PENDING",
    detail: { total: paiseToDecimal(row.totalPaise) },
  });
  await insertOrderItems(
    tx,
    items.map((item) => ({ ...item, orderId: row.id })),
  );
  if (redemption) await insertRedemption(tx, { ...redemption, orderId: row.id });
  return row;
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
  const wanted = await orderedQuantities(tx, orderId);
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
