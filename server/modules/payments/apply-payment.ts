import type { Tx } from "@server/db/connect";
import {
  issueOrderInvoice,
  type LateRefusal,
  markOrderPaid,
  orderConfirmationMail,
  recordOrderEvent,
  retakeForLatePayment,
  stockMoveTags,
} from "@server/modules/orders/order-lifecycle.service";
import type { AppDeps } from "@server/platform/deps";
import { enqueueMail } from "@server/platform/mail-outbox";
import type { GatewayPayment, PaymentGateway } from "@server/platform/payments/gateway";
import { GatewayError } from "@server/platform/payments/razorpay";
import { type PaymentOrder, removeOrderedLinesFromCart } from "./payment.repository";

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export type PaymentOutcome =
  /**
   * This call moved the order to paid; `changed` names what its retaken stock changed in the public
   * cache, for the caller to invalidate once committed (empty when the order still held its stock).
   */
  | { kind: "paid"; stockRetaken: boolean; changed: string[] }
  /** Someone else (verify, webhook or reconciliation) had already done it: nothing changed. */
  | { kind: "already_paid" }
  /**
   * Paid after the order was cancelled, and it could not be revived (its stock or coupon use was gone,
   * or staff or the customer cancelled it): flagged for the automatic refund.
   */
  | { kind: "refund_due" }
  /** The payment is not money for this order (other order, other amount, not captured). */
  | { kind: "mismatch" };

/** Why a late payment goes back, as the order's history tells staff. */
const refusalWords: Record<LateRefusal, string> = {
  cancelled_by_staff: "staff had cancelled the order",
  cancelled_by_customer: "the customer had cancelled the order",
  coupon_used_up: "the coupon had no use left",
  sold_out: "an item had sold out",
  slot_gone: "its delivery slot was full or no longer open",
};

function isForOrder(payment: GatewayPayment, order: PaymentOrder): boolean {
  return (
    payment.order_id === order.gatewayOrderId &&
    payment.amount === order.totalPaise &&
    payment.currency === "INR"
  );
}

/**
 * Paid means captured at the gateway for the order's amount. An authorized payment (an account that
 * does not capture automatically) is captured here for exactly that amount; anything else is not paid.
 */
export async function capturedForOrder(
  gateway: PaymentGateway,
  payment: GatewayPayment,
  order: PaymentOrder,
): Promise<GatewayPayment | null> {
  if (!isForOrder(payment, order)) return null;
  if (payment.status === "captured") return payment;
  if (payment.status !== "authorized") return null;
  try {
    const captured = await gateway.capturePayment(payment.id, order.totalPaise);
    if (captured.status === "captured" && isForOrder(captured, order)) return captured;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
  }
  // Another instance may have captured it between our read and our call.
  const again = await gateway.fetchPayment(payment.id);
  return again.status === "captured" && isForOrder(again, order) ? again : null;
}

/**
 * The one place an order becomes paid, inside the caller's transaction with the order row locked
 * (lockOrderByGatewayOrder): marks it paid, issues its GST invoice (the next number of the year's
 * series), takes the bought lines off the cart and writes the confirmation mail to the outbox — all or
 * nothing. Verify, webhook and reconciliation all come here,
 * so in any order and any number of times they make one paid order and one mail. A payment that
 * reaches an order no longer pending revives it only when everything it held is taken again
 * (retakeForLatePayment); otherwise the order stays cancelled and is flagged `refund_due`, which
 * background work refunds (refundLatePayments).
 */
export async function applyCapturedPayment(
  deps: Pick<AppDeps, "config" | "publicCache" | "now">,
  log: Log,
  tx: Tx,
  order: PaymentOrder,
  payment: GatewayPayment,
): Promise<PaymentOutcome> {
  if (payment.status !== "captured" || !isForOrder(payment, order)) return { kind: "mismatch" };
  if (order.paymentStatus === "PAID" || order.paymentStatus === "REFUNDED") {
    if (order.gatewayPaymentId !== payment.id) {
      log.warn(
        { event: "payment.second_capture", orderId: order.id, paymentId: payment.id },
        "a second payment was captured for an order already paid; refund it from the Razorpay dashboard",
      );
    }
    return { kind: "already_paid" };
  }
  const holdsStock = order.orderStatus === "PENDING" && order.paymentStatus === "PENDING";
  const refused = holdsStock ? null : await retakeForLatePayment(deps, tx, order);
  if (refused) {
    if (!(await markOrderPaid(tx, order.id, payment.id, "refund_due"))) return { kind: "already_paid" };
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "paid_refund_due",
      from: order.orderStatus,
      to: order.orderStatus,
      detail: { payment_id: payment.id, reason: refusalWords[refused] },
    });
    log.warn(
      { event: "payment.refund_due", orderId: order.id, reason: refused },
      "payment arrived after its order was cancelled and cannot revive it; refund due",
    );
    return { kind: "refund_due" };
  }
  const stockRetaken = !holdsStock;
  const changed = stockRetaken ? await stockMoveTags(tx, [order.id], "taken") : [];
  if (!(await markOrderPaid(tx, order.id, payment.id, "processing"))) {
    // The row is locked, so this means the lock was not taken: undo any stock retaken above.
    throw new Error(`order ${order.id} changed while its payment was applied`);
  }
  await recordOrderEvent(tx, {
    orderId: order.id,
    kind: "paid",
    from: order.orderStatus,
    to: "PROCESSING",
    detail: { payment_id: payment.id, late: stockRetaken },
  });
  const invoice = await issueOrderInvoice(tx, order.id, deps.now());
  if ("waiting" in invoice) {
    log.warn(
      { event: "invoice.waiting", orderId: order.id, reason: invoice.waiting },
      "order paid without its invoice; staff issue it from Tax & invoices",
    );
  }
  await removeOrderedLinesFromCart(tx, order.id, order.userId);
  const mail = await orderConfirmationMail(
    tx,
    order.id,
    deps.config.publicUrl,
    "issued" in invoice ? invoice.issued : null,
  );
  if (mail) await enqueueMail(tx, mail);
  log.info({ event: "payment.order_paid", orderId: order.id, late: stockRetaken }, "order paid");
  return { kind: "paid", stockRetaken, changed };
}
