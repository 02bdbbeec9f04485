import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PolicyKey, type PolicyResponse, policyResponse } from "../../../../../contract/content";
import { apiRequest } from "../../../lib/http";

export function getPolicy(key: PolicyKey): Promise<PolicyResponse> {
  return apiRequest(`/setting/settings/${key}/`, policyResponse);
}

export const policyQueryOptions = (key: PolicyKey) =>
  queryOptions({ queryKey: ["policy", key], queryFn: () => getPolicy(key) });

export function usePolicy(key: PolicyKey) {
  return useQuery(policyQueryOptions(key));
}
