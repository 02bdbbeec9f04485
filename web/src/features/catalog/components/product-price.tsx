import { percentOff, toPaise } from "@contract/money";
import { formatAmount } from "@web/lib/format-money";

type ProductPriceProps = { price: string; discountedPrice: string | null };

/** Product §2/§9: the price, and when discounted the new price with a rounded percent-off badge. */
export function ProductPrice({ price, discountedPrice }: ProductPriceProps) {
  const off = percentOff(toPaise(price), discountedPrice === null ? null : toPaise(discountedPrice));
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className="font-display text-3xl text-cocoa-900 md:text-4xl">
          {discountedPrice !== null && <span className="sr-only">Price </span>}
          {formatAmount(discountedPrice ?? price)}
        </span>
        {discountedPrice !== null && (
          <s className="text-lg text-cocoa-600">
            <span className="sr-only">Original price </span>
            {formatAmount(price)}
          </s>
        )}
        {off > 0 && (
          <span className="rounded-full bg-amber-700 px-3 py-1 text-sm font-bold tracking-wide text-white shadow-sm">
            {off}% OFF
          </span>
        )}
      </p>
      <p className="mt-1.5 text-sm text-cocoa-500">Inclusive of all taxes</p>
    </div>
  );
}
