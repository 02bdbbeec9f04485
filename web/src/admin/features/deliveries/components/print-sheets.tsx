import type { DayPlan } from "@contract/admin/deliveries";
import { shortDayText } from "@contract/india-time";
import { AddressLines } from "@web/components/account/address-lines";
import { createPortal } from "react-dom";
import { GiftCard } from "./gift-card";
import { OrderItems } from "./order-items";

/**
 * Printing shows only the sheets: they sit beside the app's root, in normal flow, so each order's
 * page break holds (a break inside an absolutely placed box is ignored by browsers).
 */
const printOnlyTheSheets = `
#delivery-sheets { display: none; }
@media print {
  @page { margin: 12mm; }
  body > *:not(#delivery-sheets) { display: none !important; }
  #delivery-sheets { display: block; }
  #delivery-sheets > article { break-after: page; }
  #delivery-sheets > article:last-child { break-after: auto; }
}`;

/**
 * The day's packing slips, each followed by its card, one order a page: what goes in the bag and where
 * it goes. Nothing here shows a price: the sheets travel with the gift.
 */
export function PrintSheets({ plan }: { plan: DayPlan }) {
  const orders = plan.slots.flatMap((slot) =>
    slot.areas.flatMap((area) => area.orders.map((order) => ({ order, slot }))),
  );
  return createPortal(
    <div id="delivery-sheets" data-testid="delivery-sheets">
      <style>{printOnlyTheSheets}</style>
      {orders.map(({ order, slot }) => (
        <article
          key={order.id}
          aria-label={`Slip and card #${order.order_number}`}
          className="text-cocoa-950"
        >
          <header className="flex items-start justify-between gap-4 border-cocoa-900 border-b-2 pb-3">
            <div>
              <p className="font-display text-2xl">Mithaas</p>
              <p className="text-sm">Packing slip</p>
            </div>
            <div className="text-right">
              <p className="font-mono font-semibold text-lg">#{order.order_number}</p>
              <p className="text-sm">
                Hand delivery, {shortDayText(plan.date)}, {slot.label}
              </p>
            </div>
          </header>
          <section aria-label="Deliver to" className="border-cocoa-200 border-b py-3">
            <h2 className="mb-1 font-semibold text-cocoa-600 text-xs uppercase tracking-wide">Deliver to</h2>
            <AddressLines address={order.address} look="staff" />
          </section>
          <section aria-label="Items" className="py-3">
            <h2 className="mb-1 font-semibold text-cocoa-600 text-xs uppercase tracking-wide">Items</h2>
            <OrderItems items={order.items} />
          </section>
          {(order.gift_message || order.gift_from) && (
            <section className="mt-6 border-cocoa-400 border-t border-dashed pt-6">
              <p className="mb-2 text-cocoa-600 text-xs">Cut along the line and put the card in the box</p>
              <div className="mx-auto max-w-sm">
                <GiftCard message={order.gift_message} from={order.gift_from} />
              </div>
            </section>
          )}
        </article>
      ))}
    </div>,
    document.body,
  );
}
