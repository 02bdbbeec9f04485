import { paiseToDecimal } from "@contract/money";
import { orders } from "@server/db/schema";
import { recordOrderEvent } from "@server/modules/orders/order-events.repository";
import { enqueueStatusMail } from "@server/modules/orders/order-status-mail";
import { refundInFull } from "@server/modules/orders/refund-in-full";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import { retryDelayMs } from "@server/platform/mail-outbox";
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";

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
  let after = 0;
  for (let i = 0; i < limit; i += 1) {
    const step = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.refundDue, true),
            eq(orders.paymentStatus, "PAID"),
            or(isNull(orders.refundRetryAt), lte(orders.refundRetryAt, sql`now()`)),
            gt(orders.id, after),
          ),
        )
        .orderBy(orders.id)
        .limit(1)
        .for("update", { skipLocked: true });
      if (!order) return null;
      after = order.id;
      let refundId: string;
      try {
        refundId = (await refundInFull(deps.payments, log, order)).id;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const failures = order.refundAttempts + 1;
        await tx
          .update(orders)
          .set({
            refundAttempts: failures,
            refundRetryAt: sql`now() + (${retryDelayMs(failures)} * interval '1 millisecond')`,
          })
          .where(eq(orders.id, order.id));
        log.warn(
          { event: "payment.auto_refund_retry", orderId: order.id, attempts: failures },
          "automatic refund failed; will retry",
        );
        return "refundsRetrying" as const;
      }
      const now = new Date();
      await tx
        .update(orders)
        .set({
          paymentStatus: "REFUNDED",
          refundDue: false,
          refundRetryAt: null,
          gatewayRefundId: refundId,
          refundedAt: now,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
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
    });
    if (step === null) break;
    report[step] += 1;
  }
  return report;
}
