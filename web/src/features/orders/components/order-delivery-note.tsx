import type { Order } from "@contract/orders";
import { formatDate } from "@web/lib/format-date";
import { CalendarClock, PackageCheck, Truck } from "lucide-react";
import { handDeliveryText } from "../delivery-text";

const noteClass = "mt-4 flex items-start gap-2 rounded-xl bg-cream-200/70 px-3 py-2 text-sm text-cocoa-700";
const iconClass = "mt-0.5 size-4 shrink-0 text-amber-700";

/**
 * When a paid order arrives: expected by a date (a hand-delivered one: its chosen date and slot), then
 * shipped or out for delivery by hand on a day, then delivered. The courier, tracking number and each
 * step are the timeline's (OrderTimeline). Unpaid, cancelled and refunded orders show nothing here
 * (their money note at the top says what happened).
 */
export function OrderDeliveryNote({ order }: { order: Order }) {
  if (order.payment_status !== "PAID" || order.refund_due || order.order_status === "CANCELLED") return null;
  if (order.order_status === "DELIVERED") {
    return (
      <p className={noteClass}>
        <PackageCheck aria-hidden="true" className={iconClass} />
        {order.delivered_at ? `Delivered on ${formatDate(order.delivered_at)}` : "Delivered"}
      </p>
    );
  }
  const expected =
    handDeliveryText(order) ?? `Expected by ${formatDate(`${order.expected_delivery}T12:00:00+05:30`)}`;
  if (order.order_status !== "SHIPPED") {
    return (
      <p className={noteClass}>
        <CalendarClock aria-hidden="true" className={iconClass} />
        {expected}
      </p>
    );
  }
  return (
    <div className={noteClass}>
      <Truck aria-hidden="true" className={iconClass} />
      <div>
        <p>{shippedText(order)}</p>
        <p>{expected}</p>
      </div>
    </div>
  );
}

function shippedText(order: Order): string {
  const what = order.shipping_method === "L" ? "Out for delivery" : "Shipped";
  return order.shipped_at ? `${what} on ${formatDate(order.shipped_at)}` : what;
}
