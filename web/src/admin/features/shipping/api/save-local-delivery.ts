import type { LocalDeliveryForm } from "@contract/admin/delivery-slots";
import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { zoneQueryOptions } from "./get-zone";
import { zonesKey } from "./get-zones";

/**
 * PUT /admin/shipping-zones/{id}/local-delivery/: the zone's hand delivery and its slots together, as
 * the wire spells them (times "HH:MM"; the schema's parse turns them into minutes for the server).
 */
export function useSaveLocalDelivery(zoneId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocalDeliveryForm) =>
      apiRequest<AdminShippingZone>(`/admin/shipping-zones/${zoneId}/local-delivery/`, {
        method: "PUT",
        body: input,
      }),
    meta: { silent: true },
    onSuccess: (zone) => {
      queryClient.setQueryData(zoneQueryOptions(zoneId).queryKey, zone);
      void queryClient.invalidateQueries({ queryKey: [...zonesKey, "list"] });
    },
  });
}
