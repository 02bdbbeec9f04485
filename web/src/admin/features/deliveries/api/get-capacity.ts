import type { CapacityGrid } from "@contract/admin/delivery-slots";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { deliveriesKey } from "./get-day-plan";

/** GET /admin/delivery-capacity/?zone_id=&from=&days=: each slot's capacity and bookings, date by date. */
export const capacityQueryOptions = (zoneId: number, from: string, days: number) =>
  queryOptions({
    queryKey: [...deliveriesKey, "capacity", zoneId, from, days],
    queryFn: () =>
      apiRequest<CapacityGrid>(`/admin/delivery-capacity/?zone_id=${zoneId}&from=${from}&days=${days}`),
    staleTime: 0,
  });

export function useCapacity(zoneId: number, from: string, days: number) {
  return useQuery(capacityQueryOptions(zoneId, from, days));
}
