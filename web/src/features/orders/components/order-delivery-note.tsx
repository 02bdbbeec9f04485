import { CalendarClock, Clock, PackageCheck, Truck } from "lucide-react";
import type { Order } from "../../../../../contract/orders";
import { formatDate, formatDateTime } from "../../../lib/format-date";

export const noteClass =
  "mt-4 flex items-start gap-2 rounded-xl bg-cream-200/70 px-3 py-2 text-sm text-cocoa-700";
export const iconClass = "mt-0.5 size-4 shrink-0 text-amber-700";

/**
 * Where a paid order is on its way: expected by a date, then shipped (with the courier and tracking
 * number staff entered, when they did), then delivered. An order still waiting for its payment says
 * until when its items are held and how to pay; nothing for cancelled orders.
 */
export function OrderDeliveryNote({ order }: { order: Order }) {
  if (order.order_status === "PENDING" && order.payment_status === "PENDING" && order.expires_at) {
    return (
      <p className={noteClass}>
        <Clock aria-hidden="true" className={iconClass} />
        {`Payment not received yet. We hold these items for you until ${formatDateTime(order.expires_at)}: to pay, check out again from your cart. Otherwise this order is cancelled then.`}
      </p>
    );
  }
  if (order.payment_status !== "PAID" || order.order_status === "CANCELLED") return null;
  if (order.order_status === "DELIVERED") {
    return (
      <p className={noteClass}>
        <PackageCheck aria-hidden="true" className={iconClass} />
        {order.delivered_at ? `Delivered on ${formatDate(order.delivered_at)}` : "Delivered"}
      </p>
    );
  }
  const expected = `Expected by ${formatDate(`${order.expected_delivery}T12:00:00+05:30`)}`;
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
        <p>{order.shipped_at ? `Shipped on ${formatDate(order.shipped_at)}` : "Shipped"}</p>
        {order.courier && <p>Courier: {order.courier}</p>}
        {order.tracking_number && (
          <p>
            Tracking number:{" "}
            <span className="font-mono font-semibold text-cocoa-900">{order.tracking_number}</span>
          </p>
        )}
        <p>{expected}</p>
      </div>
    </div>
  );
}
