import type { AdminCoupon } from "@contract/admin/offer-views";
import type { AdminPage } from "@contract/admin/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ListFilters, listQuery } from "@web/admin/api/list-query";
import { apiRequest } from "@web/lib/http";

/** Every coupon query starts with this, so one invalidation refreshes lists and single coupons alike. */
export const couponsKey = ["admin", "coupons"] as const;

/** GET /admin/coupons/: newest first, by code or description and status. */
export const couponsQueryOptions = (filters: ListFilters) =>
  queryOptions({
    queryKey: [...couponsKey, "list", filters],
    queryFn: () => apiRequest<AdminPage<AdminCoupon>>(`/admin/coupons/?${listQuery(filters)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCoupons(filters: ListFilters) {
  return useQuery(couponsQueryOptions(filters));
}
