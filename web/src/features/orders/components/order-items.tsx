import type { OrderItem } from "@contract/orders";
import { formatAmount } from "@web/lib/format-money";
import type { ReactNode } from "react";

type OrderItemsProps = {
  items: OrderItem[];
  /** When given (a delivered order), each line is a button that picks the item, e.g. to review it. */
  onSelect?: (item: OrderItem) => void;
  /** A line under an item, e.g. whether the customer has reviewed it. */
  itemNote?: (item: OrderItem) => ReactNode;
};

function ItemBody({ item, note }: { item: OrderItem; note?: ReactNode }) {
  return (
    <>
      <img
        src={item.product_image}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-cream-200 object-cover ring-1 ring-cocoa-100 sm:size-18"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-cocoa-900">{item.product_name}</span>
        <span className="block text-sm text-cocoa-600">
          {item.quantity} × {formatAmount(item.price)}
        </span>
        {item.customizations.map((answer) => (
          <span key={answer.field} className="block text-xs text-cocoa-500">
            {answer.field}:{" "}
            {answer.text ?? `${answer.image_count} ${answer.image_count === 1 ? "photo" : "photos"}`}
            {answer.photos.length > 0 && (
              <span className="mt-1.5 flex flex-wrap gap-1.5">
                {answer.photos.map((url, index) => (
                  <img
                    key={url}
                    src={url}
                    alt={`${answer.field} (${index + 1} of ${answer.photos.length})`}
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-lg bg-cream-200 object-cover ring-1 ring-cocoa-100"
                  />
                ))}
              </span>
            )}
          </span>
        ))}
        {note}
      </span>
      <span className="shrink-0 font-semibold text-cocoa-900">{formatAmount(item.subtotal)}</span>
    </>
  );
}

/**
 * Product §2 order detail: each item with quantity × price and its subtotal, and any personalisation,
 * with the shopper's own photos (signed links the order answer carries).
 */
export function OrderItems({ items, onSelect, itemNote }: OrderItemsProps) {
  const rowClass = "flex w-full items-center gap-4 py-4 text-left";
  return (
    <ul className="divide-y divide-cocoa-100">
      {items.map((item) => (
        <li key={item.id}>
          {onSelect ? (
            <button
              type="button"
              onClick={() => onSelect(item)}
              className={`${rowClass} -mx-2 rounded-xl px-2 transition hover:bg-amber-50`}
            >
              <ItemBody item={item} note={itemNote?.(item)} />
            </button>
          ) : (
            <div className={rowClass}>
              <ItemBody item={item} note={itemNote?.(item)} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
