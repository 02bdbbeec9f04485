import type { AdminStoreSettings } from "@contract/admin/content-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/settings/: the support e-mail and phone. */
export const storeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "content", "settings"],
    queryFn: () => apiRequest<AdminStoreSettings>("/admin/settings/"),
    staleTime: 0,
  });

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}
