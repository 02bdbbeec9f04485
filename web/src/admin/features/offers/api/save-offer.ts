import type { AdminOffer } from "@contract/admin/offer-views";
import type { OfferInput } from "@contract/admin/offers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { offersKey } from "./get-offers";

/** POST /admin/offers/ (no id) or PUT /admin/offers/{id}/: the fields the form's schema parsed. */
export function saveOffer({ id, input }: { id: number | null; input: OfferInput }): Promise<AdminOffer> {
  return id === null
    ? apiRequest<AdminOffer>("/admin/offers/", { method: "POST", body: input })
    : apiRequest<AdminOffer>(`/admin/offers/${id}/`, { method: "PUT", body: input });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}
