import { formatAmount } from "@web/lib/format-money";
import type { ReactNode } from "react";

type ProductBuyBarProps = {
  name: string;
  price: string;
  discountedPrice: string | null;
  /** Whether the bar shows: only while the page's own buying buttons are scrolled out of sight. */
  shown: boolean;
  children: ReactNode;
};

/**
 * Phones only: once the page's Add to Cart is out of sight (the description pushes it below the first
 * screen), this bar keeps it one tap away. It rides on top of the bottom bar; the chat button lives in
 * the top bar at this width, so nothing else sits there. The always-present marker tells the page's
 * end (index.css) to leave room for the bar.
 */
export function ProductBuyBar({ name, price, discountedPrice, shown, children }: ProductBuyBarProps) {
  return (
    <div data-action-bar className="md:hidden">
      {shown && (
        <section
          aria-label="Buy this product"
          className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex h-18 items-center gap-3 border-t border-cocoa-100 bg-white/95 px-4 shadow-[0_-8px_24px_-16px_rgb(59_31_20/0.3)] backdrop-blur-md transition duration-300 starting:translate-y-full starting:opacity-0"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-cocoa-700">{name}</p>
            <p className="flex items-baseline gap-2">
              <span className="font-semibold text-cocoa-900">{formatAmount(discountedPrice ?? price)}</span>
              {discountedPrice !== null && (
                <s className="text-xs text-cocoa-600">
                  <span className="sr-only">Original price </span>
                  {formatAmount(price)}
                </s>
              )}
            </p>
          </div>
          {children}
        </section>
      )}
    </div>
  );
}
