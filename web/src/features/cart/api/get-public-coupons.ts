import type { PublicCouponsResponse } from "@contract/coupons";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /orders/public_coupons/: the listed coupons, each with why it does not apply to the cart yet. */
export function getPublicCoupons(): Promise<PublicCouponsResponse> {
  return apiRequest<PublicCouponsResponse>("/orders/public_coupons/");
}

/**
 * Keyed by the cart's subtotal, so a change of the cart asks again ("Add ₹320 more" follows the cart).
 * Without the list the coupon box still works, so a failure is not worth a toast.
 */
export const publicCouponsQueryOptions = (subtotal: string) =>
  queryOptions({
    queryKey: ["coupons", "public", subtotal],
    queryFn: getPublicCoupons,
    meta: { silent: true },
  });

export function usePublicCoupons(subtotal: string | undefined) {
  return useQuery({ ...publicCouponsQueryOptions(subtotal ?? ""), enabled: subtotal !== undefined });
}
