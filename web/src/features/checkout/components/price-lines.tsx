import { formatInr } from "@contract/money";
import type { Quote } from "@contract/pricing";
import { RoundingNote } from "@web/components/ui/rounding-note";

type PriceLinesProps = {
  quote: Quote;
  /** False until a shipping method is chosen: the line says so instead of a charge. */
  shippingChosen: boolean;
};

/**
 * Product §2 payment step: Subtotal, Shipping, Discount and Total, all from the one quote
 * (contract/pricing.ts); a hand-delivery slot's fee on its own line (decision 24: never made free).
 */
export function PriceLines({ quote, shippingChosen }: PriceLinesProps) {
  const sources = [
    quote.offer && { label: quote.offer.name, paise: quote.offer.discountPaise },
    quote.coupon && { label: `Coupon ${quote.coupon.code}`, paise: quote.coupon.discountPaise },
  ].filter((source) => source !== null);
  // A <dl> holds only name-value groups, so the discount's sources are a second value of Discount and
  // the rounding note sits after the list.
  return (
    <>
      <dl className="space-y-2.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-cocoa-600">Subtotal</dt>
          <dd className="font-medium text-cocoa-900">{formatInr(quote.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-cocoa-600">Shipping</dt>
          <dd className="font-medium text-cocoa-900">
            {!shippingChosen ? (
              <span className="text-cocoa-500">Select a method</span>
            ) : quote.shippingFree ? (
              <span className="font-semibold text-emerald-700">FREE</span>
            ) : (
              formatInr(quote.shippingPaise)
            )}
          </dd>
        </div>
        {quote.slotFeePaise > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-cocoa-600">Delivery slot</dt>
            <dd className="font-medium text-cocoa-900">{formatInr(quote.slotFeePaise)}</dd>
          </div>
        )}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-2.5">
          <dt className="text-cocoa-600">Discount</dt>
          <dd className={`font-medium ${quote.discountPaise > 0 ? "text-emerald-700" : "text-cocoa-900"}`}>
            {quote.discountPaise > 0 ? `−${formatInr(quote.discountPaise)}` : formatInr(0)}
          </dd>
          {sources.length > 0 && (
            <dd className="w-full">
              <ul className="space-y-1 border-l-2 border-emerald-200 pl-3 text-xs text-cocoa-600">
                {sources.map((source) => (
                  <li key={source.label} className="flex justify-between gap-4">
                    <span>{source.label}</span>
                    <span>−{formatInr(source.paise)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          )}
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-cocoa-100 pt-3">
          <dt className="font-semibold text-cocoa-900">Total</dt>
          <dd className="font-display text-2xl text-cocoa-900">{formatInr(quote.totalPaise)}</dd>
        </div>
      </dl>
      <RoundingNote roundingPaise={quote.roundingPaise} />
    </>
  );
}
