import type { Order } from "@contract/orders";
import { formatDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";

/**
 * What happened to the shopper's money, in their words, beside the spec's status badges:
 * - `waiting`: unpaid and still holding its items, so it can be paid now;
 * - `released`: never paid, and its items went back (expired, replaced or cancelled);
 * - `refund_due` / `refunded`: money on its way back, or gone back, with the amount and when.
 * Paid orders on their way have no such note (the delivery note says where they are).
 */
export type MoneyState =
  | { kind: "waiting"; title: string; detail: string }
  | { kind: "released" | "refund_due" | "refunded"; title: string; detail: string | null };

const backIn = "to your original payment method, usually within 5–7 business days";

export function moneyStateOf(order: Order, now: Date = new Date()): MoneyState | null {
  const amount = formatAmount(order.total_amount);
  if (order.refund_due) {
    return {
      kind: "refund_due",
      title: `Refund on its way: ${amount} back ${backIn}.`,
      detail: "Your payment reached us after this order had been cancelled, so we are refunding it in full.",
    };
  }
  if (order.payment_status === "REFUNDED") {
    return {
      kind: "refunded",
      title: `Refunded: ${amount} back ${backIn}.`,
      detail: order.refunded_at ? `Refund sent on ${formatDate(order.refunded_at)}.` : null,
    };
  }
  if (order.payment_status === "PAID") return null;
  const left = order.expires_at ? new Date(order.expires_at).getTime() - now.getTime() : 0;
  if (order.order_status === "PENDING" && left > 0) {
    const minutes = Math.max(1, Math.ceil(left / 60_000));
    return {
      kind: "waiting",
      title: `Waiting for payment — pay within ${minutes} ${minutes === 1 ? "minute" : "minutes"} to keep these items.`,
      detail: "No money has been taken yet.",
    };
  }
  return {
    kind: "released",
    title: "Payment not completed — no money was taken. The items were released.",
    detail: "This order has expired. Buy again puts its items back in your cart.",
  };
}
