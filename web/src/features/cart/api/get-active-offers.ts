import type { Offer } from "@contract/offers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /setting/offers/active/: the automatic offers running now (fresh for 5 minutes, product §9). */
export function getActiveOffers(): Promise<Offer[]> {
  return apiRequest<Offer[]>("/setting/offers/active/");
}

/** Without offers the cart still works at full price, so a failure is not worth a toast. */
export const activeOffersQueryOptions = () =>
  queryOptions({
    queryKey: ["offers", "active"],
    queryFn: getActiveOffers,
    staleTime: 5 * 60 * 1000,
    meta: { silent: true },
  });

export function useActiveOffers() {
  return useQuery(activeOffersQueryOptions());
}
