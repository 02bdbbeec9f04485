import { RotateCcw } from "lucide-react";
import type { Order } from "../../../../../contract/orders";
import { formatDate } from "../../../lib/format-date";
import { iconClass, noteClass } from "./order-delivery-note";

/**
 * Money on its way back: a payment that reached the order after it was cancelled (the shop refunds it
 * by itself, so the order stays cancelled while the payment reads PAID), or a refund that went, with
 * its day.
 */
export function OrderRefundNote({ order }: { order: Order }) {
  if (order.refund_due) {
    return (
      <p className={noteClass}>
        <RotateCcw aria-hidden="true" className={iconClass} />
        Your payment reached us after this order had been cancelled, so we are refunding the full amount to
        your original payment method.
      </p>
    );
  }
  if (order.payment_status !== "REFUNDED" || !order.refunded_at) return null;
  return (
    <p className={noteClass}>
      <RotateCcw aria-hidden="true" className={iconClass} />
      {`Refunded on ${formatDate(order.refunded_at)} to your original payment method. Banks usually take 5–7 working days to show it.`}
    </p>
  );
}
