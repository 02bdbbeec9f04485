import type { AdminTaxSettings } from "@contract/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/**
 * GET /admin/tax-settings/: the seller's GST details, whether invoices are being issued and the paid
 * orders still without one. Here rather than in the invoices area because the dashboard warns from it too.
 */
export const taxSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "invoices", "tax-settings"],
    queryFn: () => apiRequest<AdminTaxSettings>("/admin/tax-settings/"),
    staleTime: 0,
    // The settings page shows its failure; the dashboard's warning stays out of the way.
    meta: { silent: true },
  });

export function useTaxSettings() {
  return useQuery(taxSettingsQueryOptions());
}
