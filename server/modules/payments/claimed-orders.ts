import type { Tx } from "@server/db/connect";
import type { AppDeps } from "@server/platform/deps";
import type { PaymentOrder } from "./payment.repository";

/**
 * Background work on due orders, one order per transaction: `claim` locks the next one after the last
 * seen (FOR UPDATE SKIP LOCKED) and `handle` acts on it in the same transaction, naming the outcome
 * it counts in `report`. The row stays locked while `handle` runs, a gateway call included, so
 * instances share the work without ever handling one order at the same time, and a payment step on
 * that order waits. Stops when nothing is due or after `limit` orders.
 */
export async function workThroughClaimedOrders<Outcome extends string>(
  db: AppDeps["db"],
  limit: number,
  claim: (tx: Tx, after: number) => Promise<PaymentOrder | null>,
  handle: (tx: Tx, order: PaymentOrder) => Promise<Outcome>,
  report: Record<Outcome, number>,
): Promise<void> {
  let after = 0;
  for (let i = 0; i < limit; i += 1) {
    const step = await db.transaction(async (tx) => {
      const order = await claim(tx, after);
      if (!order) return null;
      after = order.id;
      return handle(tx, order);
    });
    if (step === null) break;
    report[step] += 1;
  }
}
