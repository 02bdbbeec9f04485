import type { DayPlan } from "@contract/admin/deliveries";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export const deliveriesKey = ["admin", "deliveries"] as const;

/** GET /admin/deliveries/?date=&zone_id=: the date's paid hand deliveries by slot, then pincode. */
export const dayPlanQueryOptions = (date: string, zoneId: number | null) =>
  queryOptions({
    queryKey: [...deliveriesKey, "plan", date, zoneId],
    queryFn: () =>
      apiRequest<DayPlan>(`/admin/deliveries/?date=${date}${zoneId === null ? "" : `&zone_id=${zoneId}`}`),
    staleTime: 0,
  });

export function useDayPlan(date: string, zoneId: number | null) {
  return useQuery(dayPlanQueryOptions(date, zoneId));
}
