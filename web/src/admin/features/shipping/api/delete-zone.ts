import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { zonesKey } from "./get-zones";

/** DELETE /admin/shipping-zones/{id}/: the zone and its pincodes (orders keep their own terms). */
export function deleteZone(id: number): Promise<void> {
  return apiRequest<void>(`/admin/shipping-zones/${id}/`, { method: "DELETE" });
}

export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesKey }),
  });
}
