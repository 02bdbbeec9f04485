import type { ApplyCouponResponse } from "@contract/coupons";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type ApplyCouponInput = { code: string; amount: string };

/** POST /orders/apply_coupon/: the coupon's terms and discount on the customer's cart, or 400 with why not. */
export function applyCoupon(input: ApplyCouponInput): Promise<ApplyCouponResponse> {
  return apiRequest<ApplyCouponResponse>("/orders/apply_coupon/", { method: "POST", body: input });
}

/** Checkout toasts the server's reason itself (product §8 coupon error). */
export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon, meta: { silent: true } });
}
