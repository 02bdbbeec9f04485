import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { zonesKey } from "./get-zones";

/** GET /admin/shipping-zones/{id}/: one shipping zone for its form. */
export const zoneQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...zonesKey, "one", id],
    queryFn: () => apiRequest<AdminShippingZone>(`/admin/shipping-zones/${id}/`),
    staleTime: 0,
  });

export function useZone(id: number) {
  return useQuery(zoneQueryOptions(id));
}
