import type { CartItem } from "@contract/cart";
import { formatAmount } from "@web/lib/format-money";

/** Product §2 payment step: the cart's lines with image, name, quantity and subtotal. */
export function OrderSummary({ items }: { items: CartItem[] }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100"
    >
      <h2 id="order-summary-title" className="mb-4 text-xl text-cocoa-900">
        Order Summary
      </h2>
      <ul className="divide-y divide-cocoa-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-3 first:pt-0 last:pb-0">
            <img
              src={item.product.main_image}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 shrink-0 rounded-xl bg-cream-200 object-cover ring-1 ring-cocoa-100"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-cocoa-900">{item.product.name}</p>
              <p className="text-sm text-cocoa-600">
                Qty {item.quantity} × {formatAmount(item.price)}
              </p>
              {item.customization_summary && (
                <p className="truncate text-xs text-cocoa-500">{item.customization_summary}</p>
              )}
            </div>
            <p className="shrink-0 font-semibold text-cocoa-900">{formatAmount(item.subtotal)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
