import type { Tx } from "@server/db/connect";
import type { OrderRow } from "@server/modules/orders/order-lifecycle.service";
import { collectUnreportedPayment } from "@server/modules/payments/unreported-payment.service";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

/**
 * Before a new checkout replaces the customer's unpaid orders (rows the caller holds locked), the
 * gateway is asked whether one of them was paid without the browser or the webhook telling us: that
 * one becomes paid instead, its lines leave the cart, and it is answered so the new checkout stops. A
 * gateway that does not answer replaces nothing: the checkout is refused rather than an order released
 * blind.
 */
export async function paidEarlierOrder(
  deps: Pick<AppDeps, "payments" | "config" | "publicCache" | "now">,
  log: Log,
  tx: Tx,
  unpaid: OrderRow[],
): Promise<OrderRow | null> {
  for (const earlier of unpaid) {
    const answer = await collectUnreportedPayment(deps, log, tx, earlier);
    if (answer === "paid") return earlier;
    if (answer === "unreachable") {
      throw new AppError(
        "payment",
        `We could not check with the payment gateway whether your earlier order #${earlier.orderNumber} was paid. Please try again in a moment.`,
      );
    }
  }
  return null;
}

/** The new checkout's answer once an earlier order turned out paid: the shopper reviews what is left. */
export const earlierOrderPaid = (earlier: OrderRow) =>
  new AppError(
    "conflict",
    `We have received your payment for order #${earlier.orderNumber}, so its items have left your cart. Please review your cart before you pay again.`,
  );
