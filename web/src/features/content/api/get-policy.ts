import type { PolicyKey, PolicyResponse } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function getPolicy(key: PolicyKey): Promise<PolicyResponse> {
  return apiRequest<PolicyResponse>(`/setting/settings/${key}/`);
}

export const policyQueryOptions = (key: PolicyKey) =>
  queryOptions({ queryKey: ["policy", key], queryFn: () => getPolicy(key) });

export function usePolicy(key: PolicyKey) {
  return useQuery(policyQueryOptions(key));
}
