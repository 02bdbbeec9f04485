import type { AdminPolicy } from "@contract/admin/content-policies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/policies/{key}/: one policy's stored (sanitised) HTML. */
export const policyQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ["admin", "content", "policies", key],
    queryFn: () => apiRequest<AdminPolicy>(`/admin/policies/${encodeURIComponent(key)}/`),
    staleTime: 0,
  });

export function usePolicy(key: string) {
  return useQuery(policyQueryOptions(key));
}
