import type { Cart } from "@contract/cart";
import { cartMessages, checkoutBlock, countedUnits } from "@contract/cart-rules";
import { formatInr, toPaise } from "@contract/money";
import { roundTotalPaise } from "@contract/pricing";
import { Button } from "@web/components/ui/button";
import { RoundingNote } from "@web/components/ui/rounding-note";
import { toast } from "@web/lib/toast";
import { ArrowRight, Gift, Tag } from "lucide-react";
import { useNavigate } from "react-router";
import type { AutomaticOffer } from "../use-automatic-offer";

type OrderSummaryProps = { cart: Cart; offer: AutomaticOffer };

/**
 * Subtotal, the automatic offer, the total and Proceed to Checkout, which stays put while a line
 * needs personalising or cannot be bought as it stands (product §5).
 */
export function OrderSummary({ cart, offer }: OrderSummaryProps) {
  const navigate = useNavigate();
  const subtotalPaise = toPaise(cart.total);
  const units = countedUnits(cart.items);
  const discountPaise = offer.best?.discountPaise ?? 0;
  // Rounded down to the rupee as checkout rounds the amount it charges, so both show one total.
  const exactPaise = subtotalPaise - discountPaise;
  const totalPaise = roundTotalPaise(exactPaise);

  const proceed = () => {
    const blocked = checkoutBlock(cart);
    if (blocked) toast.error(blocked, { id: "checkout-blocked" });
    else navigate("/checkout");
  };

  return (
    <section
      aria-labelledby="order-summary"
      className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100 sm:p-6"
    >
      <h2 id="order-summary" className="text-xl text-cocoa-900">
        Order Summary
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-cocoa-600">
            Subtotal ({units} {units === 1 ? "item" : "items"})
          </dt>
          <dd className="font-medium text-cocoa-900">{formatInr(subtotalPaise)}</dd>
        </div>
        {offer.best && (
          <div className="flex justify-between gap-4 text-emerald-700">
            <dt className="flex items-center gap-1.5">
              <Tag aria-hidden="true" className="size-4" />
              {offer.best.offer.name}
            </dt>
            <dd className="font-medium">−{formatInr(discountPaise)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-cocoa-100 pt-3 text-base">
          <dt className="font-semibold text-cocoa-900">Total</dt>
          <dd className="font-display text-xl text-cocoa-900">{formatInr(totalPaise)}</dd>
        </div>
      </dl>
      <RoundingNote roundingPaise={totalPaise - exactPaise} />
      {offer.hint && (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          {offer.hint.message}
        </p>
      )}
      <p className="mt-4 text-xs leading-relaxed text-cocoa-500">{cartMessages.taxesNote}</p>
      <Button size="lg" className="mt-5 w-full" onClick={proceed}>
        Proceed to Checkout
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </section>
  );
}
