import type { DayPlanOrder, DayPlanSlot } from "@contract/admin/deliveries";
import { DeliveryOrderCard } from "./delivery-order-card";

/**
 * One slot's deliveries, area by area. Its counts say how full it is: `booked` holds paid and unpaid
 * places alike, so the unpaid ones are named; a block names the orders that were booked before it.
 */
export function SlotSection({
  slot,
  showZone,
  onMove,
}: {
  slot: DayPlanSlot;
  showZone: boolean;
  onMove: (order: DayPlanOrder, slot: DayPlanSlot) => void;
}) {
  const count = slot.areas.reduce((sum, area) => sum + area.orders.length, 0);
  const title = showZone ? `${slot.label} · ${slot.zone_name}` : slot.label;
  return (
    <section aria-label={title} className="space-y-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-cocoa-200 border-b pb-2">
        <h2 className="font-display text-cocoa-900 text-xl">
          {title}
          {!slot.is_active && <span className="ml-2 text-cocoa-600 text-sm">(switched off)</span>}
        </h2>
        <p className="text-cocoa-700 text-sm">
          {slot.booked} of {slot.capacity} booked
          {slot.unpaid_holds > 0 && ` · ${slot.unpaid_holds} awaiting payment`}
        </p>
      </header>
      {slot.blocked_reason && count > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800 text-sm">
          This date is blocked ({slot.blocked_reason}), but these orders were booked before the block. Move
          them to another date.
        </p>
      )}
      {count === 0 ? (
        <p className="text-cocoa-600 text-sm">No deliveries in this slot.</p>
      ) : (
        slot.areas.map((area) => (
          <div key={area.pincode} className="space-y-2">
            <h3 className="font-semibold text-cocoa-700 text-sm">
              {area.city} {area.pincode}
            </h3>
            {area.orders.map((order) => (
              <DeliveryOrderCard key={order.id} order={order} onMove={() => onMove(order, slot)} />
            ))}
          </div>
        ))
      )}
    </section>
  );
}
