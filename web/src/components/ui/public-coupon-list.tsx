import type { PublicCoupon } from "@contract/coupons";
import { BadgePercent } from "lucide-react";
import { Button } from "./button";

type PublicCouponListProps = {
  coupons: PublicCoupon[];
  /** Fills the coupon box with the code and applies it; without it the list only tells. */
  onApply?: (code: string) => void;
  /** The code applied now: it reads Applied instead of offering Apply again. */
  appliedCode?: string | null;
  busy?: boolean;
  /** Said under the heading, e.g. where the codes are entered. */
  note?: string;
};

/**
 * The coupons staff list to shoppers, beside the coupon box: what each gives and, when it does not apply
 * to this cart yet, why (the server's words).
 */
export function PublicCouponList({
  coupons,
  onApply,
  appliedCode = null,
  busy = false,
  note,
}: PublicCouponListProps) {
  if (coupons.length === 0) return null;
  return (
    <section aria-labelledby="public-coupons-title" className="mt-4">
      <h3 id="public-coupons-title" className="flex items-center gap-2 text-sm font-semibold text-cocoa-900">
        <BadgePercent aria-hidden="true" className="size-4 text-amber-700" />
        Coupons for you
      </h3>
      {note && <p className="mt-0.5 text-xs text-cocoa-600">{note}</p>}
      <ul className="mt-2 space-y-2">
        {coupons.map((coupon) => (
          <li
            key={coupon.code}
            className="flex items-center gap-3 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 px-3 py-2.5"
          >
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="rounded-md bg-white px-2 py-0.5 text-xs font-bold tracking-wide text-cocoa-900 ring-1 ring-amber-300">
                  {coupon.code}
                </span>
                <span className="text-sm font-semibold text-cocoa-900">{coupon.gives}</span>
              </p>
              {coupon.description && <p className="mt-1 text-xs text-cocoa-700">{coupon.description}</p>}
              {coupon.reason && <p className="mt-1 text-xs font-medium text-amber-900">{coupon.reason}</p>}
            </div>
            {onApply &&
              coupon.reason === null &&
              (appliedCode === coupon.code ? (
                <span className="shrink-0 text-xs font-semibold text-emerald-800">Applied</span>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  aria-label={`Apply ${coupon.code}`}
                  onClick={() => onApply(coupon.code)}
                  className="shrink-0"
                >
                  Apply
                </Button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
