import type { AdminPolicyList } from "@contract/admin/content-policies";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/policies/: the five policy pages and when each was last saved. */
export const policiesQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "content", "policies"],
    queryFn: () => apiRequest<AdminPolicyList>("/admin/policies/"),
    staleTime: 0,
  });

export function usePolicies() {
  return useQuery(policiesQueryOptions());
}
