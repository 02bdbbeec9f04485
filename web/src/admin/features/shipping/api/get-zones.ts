import type { AdminPage } from "@contract/admin/paging";
import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ListFilters, listQuery } from "@web/admin/api/list-query";
import { apiRequest } from "@web/lib/http";

/** Every zone query starts with this, so one invalidation refreshes lists and single zones alike. */
export const zonesKey = ["admin", "shipping-zones"] as const;

/** GET /admin/shipping-zones/: newest first, by name or pincode and status. */
export const zonesQueryOptions = (filters: ListFilters) =>
  queryOptions({
    queryKey: [...zonesKey, "list", filters],
    queryFn: () => apiRequest<AdminPage<AdminShippingZone>>(`/admin/shipping-zones/?${listQuery(filters)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useZones(filters: ListFilters) {
  return useQuery(zonesQueryOptions(filters));
}
