import type { AdminStoreSettings, StoreSettingsInput } from "@contract/admin/content-settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { storeSettingsQueryOptions } from "./get-store-settings";

/** PUT /admin/settings/ */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettingsInput) =>
      apiRequest<AdminStoreSettings>("/admin/settings/", { method: "PUT", body: input }),
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsQueryOptions().queryKey, settings),
    meta: { silent: true },
  });
}
