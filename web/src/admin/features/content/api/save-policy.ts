import type { AdminPolicy, PolicyInput } from "@contract/admin/content-policies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { policiesQueryOptions } from "./get-policies";
import { policyQueryOptions } from "./get-policy";

/** PUT /admin/policies/{key}/: answers the HTML as stored, after the server sanitised it. */
export function useSavePolicy(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PolicyInput) =>
      apiRequest<AdminPolicy>(`/admin/policies/${encodeURIComponent(key)}/`, { method: "PUT", body: input }),
    onSuccess: (policy) => {
      queryClient.setQueryData(policyQueryOptions(key).queryKey, policy);
      return queryClient.invalidateQueries({ queryKey: policiesQueryOptions().queryKey, exact: true });
    },
    meta: { silent: true },
  });
}
