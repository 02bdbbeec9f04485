import type { AdminOffer } from "@contract/admin/offer-views";
import type { AdminPage } from "@contract/admin/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type ListFilters, listQuery } from "@web/admin/api/list-query";
import { apiRequest } from "@web/lib/http";

/** Every offer query starts with this, so one invalidation refreshes lists and single offers alike. */
export const offersKey = ["admin", "offers"] as const;

/** GET /admin/offers/: newest first, by name and status. */
export const offersQueryOptions = (filters: ListFilters) =>
  queryOptions({
    queryKey: [...offersKey, "list", filters],
    queryFn: () => apiRequest<AdminPage<AdminOffer>>(`/admin/offers/?${listQuery(filters)}`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOffers(filters: ListFilters) {
  return useQuery(offersQueryOptions(filters));
}
