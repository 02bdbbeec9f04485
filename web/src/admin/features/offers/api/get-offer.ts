import type { AdminOffer } from "@contract/admin/offer-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { offersKey } from "./get-offers";

/** GET /admin/offers/{id}/: one offer for its form. */
export const offerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...offersKey, "one", id],
    queryFn: () => apiRequest<AdminOffer>(`/admin/offers/${id}/`),
    staleTime: 0,
  });

export function useOffer(id: number) {
  return useQuery(offerQueryOptions(id));
}
