import { paiseToDecimal } from "@contract/money";
import {
  enqueueStatusMail,
  recordOrderEvent,
  refundInFull,
} from "@server/modules/orders/order-lifecycle.service";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import { retryDelayMs } from "@server/platform/mail-outbox";
import { workThroughClaimedOrders } from "./claimed-orders";
import { claimNextRefundDue, deferRefund, markLateRefunded } from "./payment.repository";

type Deps = Pick<AppDeps, "db" | "payments" | "config">;
type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export type RefundReport = { refunded: number; refundsRetrying: number };

/**
 * Gives back, through the gateway's refund API, each payment that reached an order after it was
 * cancelled and could not revive it (`refund_due`). One order per transaction, claimed with FOR UPDATE
 * SKIP LOCKED and held while the gateway is called, so instances share the work, never refund one
 * order at the same time, and a verify, webhook or staff refund of it waits. The refund and our write
 * cannot share a transaction: `refundInFull` reads the payment's refunds first and sends an
 * idempotency key, so after a crash between them the next run finds that refund instead of making
 * another. The order is marked refunded and the customer's mail written in one transaction. A failure
 * waits longer each time (30 s, 1 min, … an hour) and is never given up; staff see the tries.
 */
export async function refundLatePayments(deps: Deps, log: Log, limit = 50): Promise<RefundReport> {
  const report: RefundReport = { refunded: 0, refundsRetrying: 0 };
  await workThroughClaimedOrders(
    deps.db,
    limit,
    claimNextRefundDue,
    async (tx, order) => {
      let refundId: string;
      try {
        refundId = (await refundInFull(deps.payments, log, order)).id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const failures = order.refundAttempts + 1;
        await deferRefund(tx, order.id, failures, retryDelayMs(failures));
        log.warn(
          { event: "payment.auto_refund_retry", orderId: order.id, attempts: failures },
          "automatic refund failed; will retry",
        );
        return "refundsRetrying" as const;
      }
      await markLateRefunded(tx, order.id, refundId, new Date());
      await recordOrderEvent(tx, {
        orderId: order.id,
        kind: "refunded",
        from: order.orderStatus,
        to: order.orderStatus,
        detail: { gateway_refund_id: refundId, refunded: paiseToDecimal(order.totalPaise), automatic: true },
      });
      await enqueueStatusMail(tx, order.id, deps.config.publicUrl, {
        kind: "refunded",
        refundedPaise: order.totalPaise,
        late: true,
      });
      log.info({ event: "payment.auto_refunded", orderId: order.id }, "late payment refunded");
      return "refunded" as const;
    },
    report,
  );
  return report;
}
