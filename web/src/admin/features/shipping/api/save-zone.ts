import type { ShippingZoneInput } from "@contract/admin/shipping";
import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { zonesKey } from "./get-zones";

/** POST /admin/shipping-zones/ (no id) or PUT /admin/shipping-zones/{id}/: the fields the form's schema parsed. */
export function saveZone({
  id,
  input,
}: {
  id: number | null;
  input: ShippingZoneInput;
}): Promise<AdminShippingZone> {
  return id === null
    ? apiRequest<AdminShippingZone>("/admin/shipping-zones/", { method: "POST", body: input })
    : apiRequest<AdminShippingZone>(`/admin/shipping-zones/${id}/`, { method: "PUT", body: input });
}

export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveZone,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}
