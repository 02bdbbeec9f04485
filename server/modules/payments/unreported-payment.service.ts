import type { Tx } from "@server/db/connect";
import type { AppDeps } from "@server/platform/deps";
import type { GatewayPayment } from "@server/platform/payments/gateway";
import { applyCapturedPayment, capturedForOrder } from "./apply-payment";
import type { PaymentOrder } from "./payment.repository";

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/**
 * What the gateway says of an unpaid order: money arrived (and the order is now paid), none did, or
 * it did not answer, in which case the order must be kept as it is.
 */
export type GatewayAnswer = "paid" | "unpaid" | "unreachable";

/**
 * Asks the gateway (GET /v1/orders/{id}/payments) whether money arrived for an unpaid order that
 * neither the browser nor the webhook reported, before anything gives its stock and coupon use away:
 * expiry, and a new checkout replacing it. Both hold the order's row locked while asking, so a verify
 * or webhook for it waits; a captured payment makes the order paid here, in the caller's transaction.
 * Releasing is left to the caller, who must first lock the products it will write.
 */
export async function collectUnreportedPayment(
  deps: Pick<AppDeps, "payments" | "config" | "publicCache" | "now">,
  log: Log,
  tx: Tx,
  order: PaymentOrder,
): Promise<GatewayAnswer> {
  if (!order.gatewayOrderId) return "unpaid";
  let money: GatewayPayment | null = null;
  try {
    for (const payment of await deps.payments.fetchOrderPayments(order.gatewayOrderId)) {
      money = await capturedForOrder(deps.payments, payment, order);
      if (money) break;
    }
  } catch (error) {
    log.warn(
      { err: error, event: "payment.reconcile_deferred", orderId: order.id },
      "gateway did not answer; the unpaid order is kept",
    );
    return "unreachable";
  }
  if (!money) return "unpaid";
  const outcome = await applyCapturedPayment(deps, log, tx, order, money);
  if (outcome.kind !== "paid") return "unpaid";
  log.info({ event: "payment.reconciled", orderId: order.id }, "unreported payment found");
  return "paid";
}
