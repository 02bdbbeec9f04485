import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { zonesKey } from "./get-zones";

/** POST /admin/shipping-zones/{id}/active/: switch a zone on or off. */
export function switchZone({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminShippingZone> {
  return apiRequest<AdminShippingZone>(`/admin/shipping-zones/${id}/active/`, {
    method: "POST",
    body: { is_active: isActive },
  });
}

export function useSwitchZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}
