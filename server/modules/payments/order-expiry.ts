import { releaseUnpaidOrder, stockMoveTags } from "@server/modules/orders/order-lifecycle.service";
import type { AppDeps } from "@server/platform/deps";
import { workThroughClaimedOrders } from "./claimed-orders";
import { claimNextExpiredOrder } from "./payment.repository";
import { collectUnreportedPayment } from "./unreported-payment.service";

type Deps = Pick<AppDeps, "db" | "payments" | "config" | "publicCache" | "now">;
type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export type ExpiryReport = { released: number; paid: number; deferred: number };

/**
 * Unpaid orders past `expires_at` give their stock back, but only after the gateway has been asked
 * (GET /v1/orders/{id}/payments) whether money arrived that neither the browser nor the webhook
 * reported: such an order is kept and marked paid instead. One order per transaction, claimed with
 * FOR UPDATE SKIP LOCKED, so several instances share the work and a payment step on the same order
 * waits for it. A gateway that does not answer defers the order to the next round; nothing is released
 * blind.
 */
export async function expireUnpaidOrders(deps: Deps, log: Log, limit = 100): Promise<ExpiryReport> {
  const report: ExpiryReport = { released: 0, paid: 0, deferred: 0 };
  const changed: string[] = [];
  try {
    await workThroughClaimedOrders(
      deps.db,
      limit,
      claimNextExpiredOrder,
      async (tx, order) => {
        const answer = await collectUnreportedPayment(deps, log, tx, order);
        if (answer === "paid") return "paid" as const;
        if (answer === "unreachable") return "deferred" as const;
        if (!(await releaseUnpaidOrder(tx, order.id, "expired"))) return "deferred" as const;
        changed.push(...(await stockMoveTags(tx, [order.id], "returned")));
        return "released" as const;
      },
      report,
    );
  } finally {
    // The orders released before a failure stay released: what they gave back must show.
    await deps.publicCache.invalidate(changed);
  }
  if (report.released || report.paid)
    log.info({ event: "orders.expired", ...report }, "unpaid orders expired");
  return report;
}
