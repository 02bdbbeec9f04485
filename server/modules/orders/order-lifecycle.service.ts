/**
 * The face other modules take an order through its life by (docs/architecture.md): checkout places it,
 * payments marks it paid, expires it or refunds it. Every function runs inside the caller's
 * transaction; whoever moves stock reads `stockMoveTags` in it and, once committed, calls
 * `deps.publicCache.invalidate(tags)` with them.
 */

import { slotOrderBy } from "@contract/delivery-slots";
import { paiseToDecimal } from "@contract/money";
import { findZoneId } from "@contract/shipping";
import type { Db } from "@server/db/connect";
import { couponUseLeft } from "@server/modules/offers/coupons.service";
import { loadActiveZones } from "@server/modules/shipping/delivery.service";
import {
  localDeliveryOf,
  releaseSlotPlace,
  takeSlotPlace,
} from "@server/modules/shipping/delivery-slots.service";
import type { AppDeps } from "@server/platform/deps";
import {
  claimUnpaidForRelease,
  deleteRedemptions,
  type HeldBy,
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
export { issueOrderInvoice } from "./order-invoice";
export { newOrderKey, newOrderNumber } from "./order-number";
export { enqueueStatusMail } from "./order-status-mail";
export { productStock, takeStock } from "./order-stock.repository";
export { refundInFull } from "./refund-in-full";
export { stockMoveTags } from "./stock-cache-tags";

/**
 * Gives an unpaid order's stock, coupon use and slot place back and cancels it, only while it still
 * holds them (PENDING and unpaid). The status change is the claim: of two callers racing (expiry on two
 * instances, expiry and a new create_order) exactly one flips the row and gives them back.
 */
export async function releaseUnpaidOrder(
  tx: Db,
  orderId: number,
  reason: ReleaseReason,
  by: Pick<OrderEvent, "staffUserId" | "detail"> = {},
): Promise<boolean> {
  const claimed = await claimUnpaidForRelease(tx, orderId, reason, new Date());
  if (!claimed) return false;
  await returnHeld(tx, claimed);
  await recordOrderEvent(tx, {
    orderId,
    kind: reason === "staff" || reason === "customer" ? "cancelled" : reason,
    from: "PENDING",
    to: "CANCELLED",
    ...by,
  });
  return true;
}

/**
 * Puts every item's quantity back on its product's stock, frees the order's coupon use and gives its
 * delivery slot's place back, for an order that no longer holds them (released unpaid, or cancelled
 * and refunded). The caller has made the status change that claims the order, so this runs once per
 * order; the slot's day row is written last, after the products (decision 24's lock order).
 */
export async function returnHeld(tx: Db, order: HeldBy): Promise<void> {
  await returnStock(tx, order.id);
  await deleteRedemptions(tx, order.id);
  if (order.deliverySlotId !== null && order.deliveryDate !== null) {
    await releaseSlotPlace(tx, order.deliverySlotId, order.deliveryDate);
  }
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

/** Why a late payment cannot revive its order: staff or the customer cancelled it, or what it held is gone. */
export type LateRefusal =
  | "cancelled_by_staff"
  | "cancelled_by_customer"
  | "coupon_used_up"
  | "sold_out"
  | "slot_gone";

type LateOrder = HeldBy &
  Pick<OrderRow, "userId" | "couponId" | "couponDiscountPaise" | "cancelReason" | "addressDetails">;

/**
 * For a payment that reaches an order after it gave back what it held: takes the coupon use (within
 * the coupon's limits, counted under its lock), every item's stock and its delivery slot's place
 * again, all or nothing, or answers why not. An order staff cancelled (say, as suspected fraud) stays
 * cancelled whatever is left, and so does one the customer cancelled: they said they no longer want it.
 * Coupon, products, then the slot's day row: the order create_order takes them in.
 */
export async function retakeForLatePayment(
  deps: Pick<AppDeps, "publicCache">,
  tx: Db,
  order: LateOrder,
): Promise<LateRefusal | null> {
  if (order.cancelReason === ("staff" satisfies ReleaseReason)) return "cancelled_by_staff";
  if (order.cancelReason === ("customer" satisfies ReleaseReason)) return "cancelled_by_customer";
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
      if (order.deliverySlotId !== null && order.deliveryDate !== null) {
        const slot = { slotId: order.deliverySlotId, date: order.deliveryDate };
        if (!(await slotStillBookable(deps, savepoint, order.addressDetails.pincode, slot, new Date()))) {
          throw new Refused("slot_gone");
        }
        if (!(await takeSlotPlace(savepoint, slot.slotId, slot.date))) throw new Refused("slot_gone");
      }
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}

/**
 * Whether a slot could still be booked now at the order's address: still offered there, and its
 * order-by time not passed. A revived order must be deliverable as promised, not a gift due yesterday.
 */
async function slotStillBookable(
  deps: Pick<AppDeps, "publicCache">,
  tx: Db,
  pincode: string,
  { slotId, date }: { slotId: number; date: string },
  now: Date,
): Promise<boolean> {
  const zoneId = findZoneId(pincode, (await loadActiveZones(tx)).rules);
  const hand =
    zoneId === null ? null : await localDeliveryOf({ db: tx, publicCache: deps.publicCache }, zoneId);
  const slot = hand?.slots.find((candidate) => candidate.id === slotId);
  return hand !== null && slot !== undefined && now < slotOrderBy(hand.terms, slot, date);
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
