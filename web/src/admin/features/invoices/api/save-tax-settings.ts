import type { AdminTaxSettings, TaxSettingsInput } from "@contract/invoices";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { taxSettingsQueryOptions } from "@web/admin/api/get-tax-settings";
import { apiRequest } from "@web/lib/http";

/** PUT /admin/tax-settings/: 400 with a message per field; 409 when the prefix is locked for the year. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxSettingsInput) =>
      apiRequest<AdminTaxSettings>("/admin/tax-settings/", { method: "PUT", body: input }),
    onSuccess: (settings) => queryClient.setQueryData(taxSettingsQueryOptions().queryKey, settings),
    meta: { silent: true },
  });
}
