import { paiseToDecimal } from "@contract/money";
import type { Tx } from "@server/db/connect";
import { issueCreditNote } from "@server/modules/invoices/invoices.service";
import type { GatewayRefund } from "@server/platform/payments/gateway";
import type { OrderRow } from "./order.repository";
import { recordOrderEvent } from "./order-events.repository";
import { returnHeld } from "./order-lifecycle.service";
import { enqueueStatusMail } from "./order-status-mail";
import { lockProducts, productIdsOfOrders } from "./order-stock.repository";
import { cancelPaidOrder } from "./orders.admin-repository";

/** Who cancels, and what the credit note and the history say about it. */
export type RefundedCancel = {
  by: "staff" | "customer";
  staffUserId: number | null;
  /** Why, as the credit note prints it. */
  creditNoteReason: string;
  /** What the history line records beside the refund. */
  detail: Record<string, string | null>;
};

/** What the history and the audit row record of the refund. */
export type RefundRecord = { gateway_refund_id: string; refunded: string; credit_note?: string };

/**
 * The rest of a paid order's cancel once the gateway has refunded it in full, in the caller's
 * transaction with the order row locked: the order cancelled and marked refunded; its products locked
 * in id order (as every stock writer takes them), then its stock, coupon use and slot place back; the
 * credit note when it was invoiced; the history line and the customer's mail. Staff's cancel and the
 * shopper's own share it, so both give back exactly the same.
 */
export async function cancelRefundedOrder(
  tx: Tx,
  deps: { publicUrl: string; now: Date },
  order: OrderRow,
  refund: GatewayRefund,
  cancel: RefundedCancel,
): Promise<RefundRecord> {
  if (!(await cancelPaidOrder(tx, order.id, refund.id, deps.now, cancel.by))) {
    throw new Error(`paid order ${order.id} changed while locked`);
  }
  await lockProducts(tx, await productIdsOfOrders(tx, [order.id]));
  await returnHeld(tx, order);
  const creditNote = await issueCreditNote(
    tx,
    { orderId: order.id, amountPaise: order.totalPaise, reason: cancel.creditNoteReason },
    deps.now,
  );
  const refunded: RefundRecord = {
    gateway_refund_id: refund.id,
    refunded: paiseToDecimal(order.totalPaise),
    ...(creditNote ? { credit_note: creditNote } : {}),
  };
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: "cancelled",
    from: order.orderStatus,
    to: "CANCELLED",
    staffUserId: cancel.staffUserId,
    detail: { ...refunded, ...cancel.detail },
  });
  await enqueueStatusMail(tx, order.id, deps.publicUrl, {
    kind: "cancelled",
    refundedPaise: order.totalPaise,
    ...(cancel.by === "customer" ? { byCustomer: true } : {}),
  });
  return refunded;
}
