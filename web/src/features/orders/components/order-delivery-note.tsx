import type { Order } from "@contract/orders";
import { formatDate } from "@web/lib/format-date";
import { CalendarClock, PackageCheck, Truck } from "lucide-react";
import { handDeliveryText } from "../delivery-text";

const noteClass = "mt-4 flex items-start gap-2 rounded-xl bg-cream-200/70 px-3 py-2 text-sm text-cocoa-700";
const iconClass = "mt-0.5 size-4 shrink-0 text-amber-700";

/**
 * Where a paid order is on its way: expected by a date (a hand-delivered one: its chosen date and slot),
 * then shipped (with the courier and tracking number staff entered, when they did) or out for delivery
 * by hand, then delivered. A refunded order shows its courier and
 * tracking number if it had shipped; unpaid and cancelled orders show nothing here (their money note
 * at the top says what happened).
 */
export function OrderDeliveryNote({ order }: { order: Order }) {
  if (order.payment_status === "REFUNDED" || order.refund_due) {
    // A refunded order that had shipped keeps its tracking: the parcel may still be on its way back.
    return order.tracking_number || order.courier ? <Shipped order={order} expected={null} /> : null;
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
  return <Shipped order={order} expected={expected} />;
}

function shippedText(order: Order): string {
  const what = order.shipping_method === "L" ? "Out for delivery" : "Shipped";
  return order.shipped_at ? `${what} on ${formatDate(order.shipped_at)}` : what;
}

function Shipped({ order, expected }: { order: Order; expected: string | null }) {
  return (
    <div className={noteClass}>
      <Truck aria-hidden="true" className={iconClass} />
      <div>
        <p>{shippedText(order)}</p>
        {order.courier && <p>Courier: {order.courier}</p>}
        {order.tracking_number && (
          <p>
            Tracking number:{" "}
            <span className="font-mono font-semibold text-cocoa-900">{order.tracking_number}</span>
          </p>
        )}
        {expected && <p>{expected}</p>}
      </div>
    </div>
  );
}
