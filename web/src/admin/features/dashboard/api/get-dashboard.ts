import type { Dashboard } from "@contract/admin/dashboard";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/dashboard/: today's and this month's takings, work waiting, 30 days of revenue. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "dashboard"],
    queryFn: () => apiRequest<Dashboard>("/admin/dashboard/"),
    staleTime: 0,
    refetchInterval: 5 * 60 * 1000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
