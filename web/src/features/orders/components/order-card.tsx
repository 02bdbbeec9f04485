import type { Order } from "@contract/orders";
import { formatDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { handDeliveryText } from "../delivery-text";
import { OrderActions } from "./order-actions";
import { OrderMoneyNote } from "./order-money-note";
import { OrderStatusBadge } from "./order-status-badge";

/**
 * One order in the list (product §2): number, date, status badge and total open it, with a hand-delivered
 * order's date and slot; under them, what happened to the money of an unpaid or refunded order (with
 * Pay now), then Cancel order and Buy again where they apply.
 */
export function OrderCard({ order }: { order: Order }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const images = order.items.slice(0, 3);
  const delivery = order.order_status === "CANCELLED" ? null : handDeliveryText(order);
  return (
    <div className="rounded-2xl bg-white shadow-soft ring-1 ring-cocoa-100 transition hover:shadow-lift hover:ring-amber-300">
      <Link to={`/orders/${order.id}`} className="group flex items-center gap-4 rounded-2xl p-4 sm:p-5">
        <div className="flex shrink-0 -space-x-4 max-sm:hidden">
          {images.map((item) => (
            <img
              key={item.id}
              src={item.product_image}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 rounded-xl bg-cream-200 object-cover ring-2 ring-white"
            />
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <p className="font-semibold text-cocoa-900">Order #{order.order_number}</p>
            <OrderStatusBadge status={order.order_status} />
          </div>
          <p className="mt-1 text-sm text-cocoa-600">
            Placed on {formatDate(order.created_at)} · {count} {count === 1 ? "item" : "items"}
          </p>
          {delivery && <p className="mt-0.5 text-sm font-medium text-cocoa-800">{delivery}</p>}
        </div>
        <div className="shrink-0 text-right">
          <p className="font-display text-lg text-cocoa-900">{formatAmount(order.total_amount)}</p>
          <p
            className={`text-xs font-medium ${order.payment_status === "PAID" ? "text-emerald-700" : "text-cocoa-500"}`}
          >
            {order.payment_status}
          </p>
        </div>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-cocoa-300 transition group-hover:translate-x-0.5 group-hover:text-amber-600"
        />
      </Link>
      <OrderMoneyNote order={order} className="mx-4 mb-4 sm:mx-5 sm:mb-5" />
      <OrderActions order={order} className="mx-4 mb-4 justify-end sm:mx-5 sm:mb-5" />
    </div>
  );
}
