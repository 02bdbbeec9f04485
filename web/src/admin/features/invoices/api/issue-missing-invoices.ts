import type { IssueMissingResponse } from "@contract/invoices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taxSettingsQueryOptions } from "@web/admin/api/get-tax-settings";
import { apiRequest } from "@web/lib/http";

/** POST /admin/invoices/issue-missing/: invoices, dated today, for paid orders that have none. */
export function useIssueMissingInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<IssueMissingResponse>("/admin/invoices/issue-missing/", { method: "POST" }),
    // The list of orders without an invoice lives in the settings' answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: taxSettingsQueryOptions().queryKey }),
  });
}
