import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { offersKey } from "./get-offers";

/** DELETE /admin/offers/{id}/: only while no order used it (else 409, with the advice to deactivate). */
export function deleteOffer(id: number): Promise<void> {
  return apiRequest<void>(`/admin/offers/${id}/`, { method: "DELETE" });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}
