import type { AdminOffer } from "@contract/admin/offer-views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { offersKey } from "./get-offers";

/** POST /admin/offers/{id}/active/: switch an offer on or off. */
export function switchOffer({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminOffer> {
  return apiRequest<AdminOffer>(`/admin/offers/${id}/active/`, {
    method: "POST",
    body: { is_active: isActive },
  });
}

export function useSwitchOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}
