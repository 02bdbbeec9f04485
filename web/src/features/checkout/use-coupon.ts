import { paiseToDecimal } from "@contract/money";
import { type CouponTerms, couponTermsOf } from "@contract/pricing";
import { formatAmount } from "@web/lib/format-money";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { useApplyCoupon } from "./api/apply-coupon";

/**
 * One toast per try: the spec's two success texts share it, so the one naming the saving replaces the
 * plain one instead of standing beside it, and a later try replaces an earlier try's answer.
 */
const couponToast = { id: "coupon-outcome" };

/**
 * Product §4 coupon: a non-empty code is applied by the server; success keeps the coupon's terms so the
 * quote prices it (with any shipping), failure clears the discount. `quiet` re-applies a restored coupon
 * without the success toasts.
 */
export function useCoupon(initialCode: string) {
  const apply = useApplyCoupon();
  const [code, setCode] = useState(initialCode);
  const [terms, setTerms] = useState<CouponTerms | null>(null);

  const applyCode = (wanted: string, subtotalPaise: number, { quiet = false } = {}) => {
    apply.mutate(
      { code: wanted, amount: paiseToDecimal(subtotalPaise) },
      {
        onSuccess: (answer) => {
          setTerms(couponTermsOf(answer.coupon));
          setCode(answer.code);
          if (quiet) return;
          toast.success("Coupon applied successfully!", couponToast);
          toast.success(`Coupon applied! You saved ${formatAmount(answer.discount_amount)}`, couponToast);
        },
        onError: (error) => {
          setTerms(null);
          toast.error(serverMessageOr(error, "Failed to apply coupon"), couponToast);
        },
      },
    );
  };

  return {
    code,
    setCode,
    terms,
    busy: apply.isPending,
    apply: applyCode,
    remove: () => setTerms(null),
  };
}
