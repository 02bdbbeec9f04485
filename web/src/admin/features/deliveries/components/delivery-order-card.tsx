import type { DayPlanOrder } from "@contract/admin/deliveries";
import { AddressLines } from "@web/components/account/address-lines";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { Link } from "react-router";
import { useAdvanceOrder } from "../api/advance-order";
import { GiftCard } from "./gift-card";
import { OrderItems } from "./order-items";

const statusText: Record<DayPlanOrder["order_status"], string> = {
  PENDING: "Unpaid",
  PROCESSING: "To deliver",
  SHIPPED: "Out for delivery",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};

/** One delivery: who receives it, what goes in the bag, the card, and the next step for it. */
export function DeliveryOrderCard({ order, onMove }: { order: DayPlanOrder; onMove: () => void }) {
  const advance = useAdvanceOrder();
  const busy = advance.isPending;
  return (
    <article
      aria-label={`Order #${order.order_number}`}
      className="grid gap-3 rounded-xl border border-cocoa-100 bg-white p-4 sm:grid-cols-[1fr_1fr]"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={`/admin/orders/${order.id}`} className="font-mono font-semibold text-amber-800 underline">
            #{order.order_number}
          </Link>
          <span className="rounded-full bg-cocoa-100 px-2 py-0.5 text-cocoa-800 text-xs">
            {statusText[order.order_status]}
          </span>
          <span className="text-cocoa-600 text-xs">
            {order.packed_at ? `Packed ${formatDateTime(order.packed_at)}` : "Not packed"}
          </span>
        </div>
        <AddressLines address={order.address} look="staff" className="text-sm" />
      </div>
      <div className="space-y-2">
        <OrderItems items={order.items} />
        <GiftCard message={order.gift_message} from={order.gift_from} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        {order.order_status === "PROCESSING" && (
          <>
            <Button size="sm" disabled={busy} onClick={() => advance.mutate({ id: order.id, step: "ship" })}>
              Mark out for delivery
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={onMove}>
              Move
            </Button>
          </>
        )}
        {order.order_status === "SHIPPED" && (
          <Button size="sm" disabled={busy} onClick={() => advance.mutate({ id: order.id, step: "deliver" })}>
            Mark delivered
          </Button>
        )}
      </div>
    </article>
  );
}
