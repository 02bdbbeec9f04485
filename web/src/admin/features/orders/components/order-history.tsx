import type { AdminOrderEvent } from "@contract/admin/orders";
import { formatDateTime } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { Panel } from "./panel";

const labels: Record<string, string> = {
  placed: "Order placed",
  paid: "Payment received",
  paid_refund_due: "Payment received after cancellation: refund due",
  expired: "Cancelled: not paid in time",
  replaced: "Cancelled: the customer placed a newer order",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refunded: "Refunded",
  moved: "Delivery moved",
};

const detailLabels: Record<string, string> = {
  courier: "Courier",
  tracking_number: "Tracking",
  gateway_refund_id: "Refund id",
  refunded: "Refunded",
  payment_id: "Payment id",
  reason: "Reason",
  from_date: "From date",
  from_slot: "From slot",
  to_date: "To date",
  to_slot: "To slot",
};

/** Amounts are recorded as decimal strings ("503.00") and shown as the rest of the back office shows them. */
const amountKeys = new Set(["refunded"]);

function details(event: AdminOrderEvent): string[] {
  return Object.entries(event.detail).flatMap(([key, value]) => {
    if (!detailLabels[key] || value === null || value === false) return [];
    const shown = amountKeys.has(key) && typeof value === "string" ? formatAmount(value) : String(value);
    return [`${detailLabels[key]}: ${shown}`];
  });
}

/** Every change of the order, oldest first, and who made it (staff, or the shop itself). */
export function OrderHistory({ events }: { events: AdminOrderEvent[] }) {
  return (
    <Panel title="History">
      {events.length === 0 ? (
        <p className="text-cocoa-600 text-sm">No changes recorded.</p>
      ) : (
        <ol className="space-y-3 border-cocoa-200 border-l-2 pl-4 text-sm">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span className="-left-[1.4rem] absolute top-1.5 size-2.5 rounded-full bg-amber-600 ring-2 ring-white" />
              <p className="font-medium text-cocoa-900">{labels[event.kind] ?? event.kind}</p>
              <p className="text-cocoa-600 text-xs">
                {formatDateTime(event.created_at)} · {event.staff_email ?? "the shop"}
              </p>
              {details(event).map((line) => (
                <p key={line} className="break-all text-cocoa-700 text-xs">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
