import type { DayPlanOrder } from "@contract/admin/deliveries";
import { AddressLines } from "@web/components/account/address-lines";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { useState } from "react";
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

type Step = "ship" | "deliver";

const nextStep: Partial<Record<DayPlanOrder["order_status"], Step>> = {
  PROCESSING: "ship",
  SHIPPED: "deliver",
};

/** Each step mails the customer, so a second click confirms it. */
const steps: Record<Step, { ask: string; confirm: string }> = {
  ship: { ask: "Mark out for delivery", confirm: "Yes, it is out for delivery" },
  deliver: { ask: "Mark delivered", confirm: "Yes, it was delivered" },
};

/** One delivery: who receives it, what goes in the bag, the card, and the next step for it. */
export function DeliveryOrderCard({ order, onMove }: { order: DayPlanOrder; onMove: () => void }) {
  const advance = useAdvanceOrder();
  const [asking, setAsking] = useState<Step | null>(null);
  const next = nextStep[order.order_status];
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
        {asking ? (
          <>
            <Button
              size="sm"
              disabled={advance.isPending}
              onClick={() =>
                advance.mutate({ id: order.id, step: asking }, { onSettled: () => setAsking(null) })
              }
            >
              {steps[asking].confirm}
            </Button>
            <Button size="sm" variant="ghost" disabled={advance.isPending} onClick={() => setAsking(null)}>
              Not now
            </Button>
          </>
        ) : (
          <>
            {next && (
              <Button size="sm" onClick={() => setAsking(next)}>
                {steps[next].ask}
              </Button>
            )}
            {order.order_status === "PROCESSING" && (
              <Button size="sm" variant="outline" onClick={onMove}>
                Move
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
