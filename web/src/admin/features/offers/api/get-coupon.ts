import type { AdminCoupon } from "@contract/admin/offer-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { couponsKey } from "./get-coupons";

/** GET /admin/coupons/{id}/: one coupon for its form. */
export const couponQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...couponsKey, "one", id],
    queryFn: () => apiRequest<AdminCoupon>(`/admin/coupons/${id}/`),
    staleTime: 0,
  });

export function useCoupon(id: number) {
  return useQuery(couponQueryOptions(id));
}
