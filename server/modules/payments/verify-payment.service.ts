import { paymentMessages, type VerifyPaymentRequest, type VerifyPaymentResponse } from "@contract/payments";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid } from "@server/platform/errors";
import type { GatewayPayment } from "@server/platform/payments/gateway";
import { applyCapturedPayment, capturedForOrder, type PaymentOutcome } from "./apply-payment";
import { findOrderByKey, lockOrderByGatewayOrder, type PaymentOrder } from "./payment.repository";

type Deps = Pick<AppDeps, "db" | "payments" | "config" | "publicCache" | "now">;
type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

const answer = (order: PaymentOrder): VerifyPaymentResponse => ({
  message: paymentMessages.paid,
  order_id: order.id,
  order_number: order.orderNumber,
  order_status: order.orderStatus,
  payment_status: order.paymentStatus,
});

/**
 * POST /orders/verify_payment/: the browser's word that checkout.js took the money. Believed only when
 * the signature over (our stored gateway order id | payment id) matches and the gateway itself says the
 * payment is captured for this order's amount.
 */
export async function verifyPayment(
  deps: Deps,
  log: Log,
  user: AuthUser,
  input: VerifyPaymentRequest,
): Promise<VerifyPaymentResponse> {
  const order = await findOrderByKey(deps.db, input.order_key);
  if (
    !order ||
    order.userId !== user.id ||
    !order.gatewayOrderId ||
    order.gatewayOrderId !== input.razorpay_order_id
  ) {
    throw invalid(paymentMessages.notConfirmed);
  }
  const signed = deps.payments.verifyPaymentSignature({
    gatewayOrderId: order.gatewayOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!signed) throw invalid(paymentMessages.notConfirmed);
  if (order.paymentStatus === "PAID" && order.gatewayPaymentId === input.razorpay_payment_id) {
    if (order.refundDue) throw new AppError("conflict", paymentMessages.refundDue);
    return answer(order);
  }

  let captured: GatewayPayment | null;
  try {
    captured = await capturedForOrder(
      deps.payments,
      await deps.payments.fetchPayment(input.razorpay_payment_id),
      order,
    );
  } catch (error) {
    log.warn(
      { err: error, event: "payment.gateway_unreachable", orderId: order.id },
      "could not confirm payment",
    );
    throw new AppError("payment", paymentMessages.gatewayUnreachable);
  }
  if (!captured) throw invalid(paymentMessages.notConfirmed);
  const payment = captured;

  const { outcome, current } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrderByGatewayOrder(tx, order.gatewayOrderId as string);
    if (!locked) return { outcome: { kind: "mismatch" } as PaymentOutcome, current: order };
    const result = await applyCapturedPayment(deps, log, tx, locked, payment);
    return {
      outcome: result,
      current: (await lockOrderByGatewayOrder(tx, order.gatewayOrderId as string)) ?? locked,
    };
  });
  if (outcome.kind === "paid") await deps.publicCache.invalidate(outcome.changed);
  if (outcome.kind === "mismatch") throw invalid(paymentMessages.notConfirmed);
  if (outcome.kind === "refund_due" || current.refundDue)
    throw new AppError("conflict", paymentMessages.refundDue);
  return answer(current);
}
