import { type AdminOrder, adminOrderMessages, type CancelOrderRequest } from "@contract/admin/orders";
import { paiseToDecimal } from "@contract/money";
import type { Tx } from "@server/db/connect";
import { issueCreditNote } from "@server/modules/invoices/invoices.service";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { cancelRefundedOrder } from "./cancel-refunded-order";
import { recordOrderEvent } from "./order-events.repository";
import { releaseUnpaidOrder, stockMoveTags } from "./order-lifecycle.service";
import { assertAllowed } from "./order-moves";
import { enqueueStatusMail } from "./order-status-mail";
import { lockProducts, productIdsOfOrders } from "./order-stock.repository";
import { lockOrder, markRefunded } from "./orders.admin-repository";
import { adminOrderView } from "./orders.admin-service";
import { refundInFull } from "./refund-in-full";

type Deps = Pick<AppDeps, "db" | "storage" | "authSecret" | "config" | "payments" | "publicCache" | "now">;
type Log = { warn(obj: unknown, msg?: string): void };

/** "Order cancelled: damaged in transit", as the credit note prints why. */
const creditNoteReason = (what: string, reason: string) => (reason ? `${what}: ${reason}` : what);

async function lockedOrder(tx: Tx, id: number) {
  const order = await lockOrder(tx, id);
  if (!order) throw notFound(adminOrderMessages.notFound);
  return order;
}

/**
 * POST /api/admin/orders/{id}/cancel/. An unpaid order is released like an expired one. A paid one is
 * refunded in full at the gateway first, with the order row locked so a second click waits and then
 * finds it cancelled; only when the gateway has refunded does one transaction cancel it, mark it
 * refunded, give the stock, coupon use and slot place back and write the history, audit row and mail. A refund
 * that fails throws before anything is written: the order stays exactly as it was.
 */
export async function cancelOrder(
  deps: Deps,
  log: Log,
  staff: StaffUser,
  id: number,
  input: CancelOrderRequest,
): Promise<AdminOrder> {
  const note: Record<string, string> = input.reason ? { reason: input.reason } : {};
  const changed = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    assertAllowed("cancel", order);
    const before = { order_status: order.orderStatus, payment_status: order.paymentStatus };
    if (order.orderStatus === "PENDING") {
      await lockProducts(tx, await productIdsOfOrders(tx, [id]));
      if (!(await releaseUnpaidOrder(tx, id, "staff", { staffUserId: staff.id, detail: note }))) {
        throw new Error(`unpaid order ${id} could not be released while locked`);
      }
      await recordAudit(tx, staff, {
        action: "cancel",
        entity: "order",
        entityId: id,
        before,
        after: { order_status: "CANCELLED", payment_status: "FAILED", ...note },
      });
      await enqueueStatusMail(tx, id, deps.config.publicUrl, { kind: "cancelled", refundedPaise: null });
      return stockMoveTags(tx, [id], "returned");
    }
    const refund = await refundInFull(deps.payments, log, order);
    const refunded = await cancelRefundedOrder(
      tx,
      { publicUrl: deps.config.publicUrl, now: deps.now() },
      order,
      refund,
      {
        by: "staff",
        staffUserId: staff.id,
        creditNoteReason: creditNoteReason("Order cancelled", input.reason),
        detail: note,
      },
    );
    await recordAudit(tx, staff, {
      action: "cancel",
      entity: "order",
      entityId: id,
      before,
      after: { order_status: "CANCELLED", payment_status: "REFUNDED", ...refunded, ...note },
    });
    return stockMoveTags(tx, [id], "returned");
  });
  await deps.publicCache.invalidate(changed);
  return adminOrderView(deps, id);
}

/**
 * POST /api/admin/orders/{id}/refund/: the whole payment goes back to the customer, with the same
 * never-twice refund as a cancel. Two cases: a payment that arrived after its order was cancelled and
 * its stock sold (`refund_due`), and a shipped or delivered order (lost, or arrived spoilt), which
 * keeps its status; its stock is not given back, since the goods left the shop.
 */
export async function refundOrder(deps: Deps, log: Log, staff: StaffUser, id: number): Promise<AdminOrder> {
  await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    assertAllowed("refund", order);
    const refund = await refundInFull(deps.payments, log, order);
    const now = deps.now();
    if (!(await markRefunded(tx, order, refund.id, now)))
      throw new Error(`order ${id} changed while locked for its refund`);
    const creditNote = await issueCreditNote(
      tx,
      { orderId: id, amountPaise: order.totalPaise, reason: "Refunded in full" },
      now,
    );
    const refunded = {
      gateway_refund_id: refund.id,
      refunded: paiseToDecimal(order.totalPaise),
      ...(creditNote ? { credit_note: creditNote } : {}),
    };
    await recordOrderEvent(tx, {
      orderId: id,
      kind: "refunded",
      from: order.orderStatus,
      to: order.orderStatus,
      staffUserId: staff.id,
      detail: refunded,
    });
    await recordAudit(tx, staff, {
      action: "refund",
      entity: "order",
      entityId: id,
      before: { order_status: order.orderStatus, payment_status: "PAID", refund_due: order.refundDue },
      after: {
        order_status: order.orderStatus,
        payment_status: "REFUNDED",
        refund_due: false,
        ...refunded,
      },
    });
    await enqueueStatusMail(tx, id, deps.config.publicUrl, {
      kind: "refunded",
      refundedPaise: order.totalPaise,
      late: order.refundDue,
    });
  });
  return adminOrderView(deps, id);
}
