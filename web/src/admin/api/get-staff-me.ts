import type { StaffMe } from "@contract/admin/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@web/lib/http";

/** GET /admin/me/: 401 for a guest, 403 for a customer; the gate reads which. */
export const staffMeQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "me"],
    queryFn: () => apiRequest<StaffMe>("/admin/me/"),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    meta: { silent: true },
  });

export function useStaffMe() {
  return useQuery(staffMeQueryOptions());
}
