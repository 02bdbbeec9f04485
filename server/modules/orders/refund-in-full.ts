import { adminOrderMessages } from "@contract/admin/orders";
import { AppError } from "@server/platform/errors";
import type { GatewayRefund, PaymentGateway } from "@server/platform/payments/gateway";
import { GatewayError } from "@server/platform/payments/razorpay";

type Log = { warn(obj: unknown, msg?: string): void };

type PaidOrder = { id: number; orderNumber: string; totalPaise: number; gatewayPaymentId: string | null };

/**
 * Makes sure the order's payment is refunded in full at the gateway and answers the refund to record,
 * never refunding twice. The refund and our database write cannot share a transaction, so a crash
 * (or a lost answer) between them leaves a refund we did not record; the next attempt must find it
 * rather than make another:
 * - refunds already made for the payment (by an earlier attempt, or by hand in Razorpay's dashboard)
 *   are read first (GET /v1/payments/{id}/refunds), and only what is left is refunded;
 * - the refund call carries an idempotency key made of the order number and that amount, so a retry
 *   of a call whose answer was lost returns the same refund.
 * Any gateway failure throws the `payment` error before anything in the database has changed.
 */
export async function refundInFull(
  gateway: PaymentGateway,
  log: Log,
  order: PaidOrder,
): Promise<GatewayRefund> {
  const paymentId = order.gatewayPaymentId;
  if (!paymentId) throw new AppError("conflict", "This order has no payment to refund.");
  try {
    const earlier = (await gateway.fetchRefunds(paymentId)).filter((refund) => refund.status !== "failed");
    const refunded = earlier.reduce((sum, refund) => sum + refund.amount, 0);
    const last = earlier.at(-1);
    if (last && refunded >= order.totalPaise) return last;
    const amount = order.totalPaise - refunded;
    return await gateway.refundPayment(paymentId, amount, {
      idempotencyKey: `mithaas-refund-${order.orderNumber}-${amount}`,
      notes: { order_number: order.orderNumber },
    });
  } catch (error) {
    log.warn({ err: error, event: "payment.refund_failed", orderId: order.id }, "refund failed");
    throw new AppError(
      "payment",
      error instanceof GatewayError ? adminOrderMessages.refundFailed : adminOrderMessages.gatewayUnreachable,
    );
  }
}
