import type { DeliveryCheckResponse } from "@contract/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** POST /orders/delivery/check-delivery/ for the chosen address's pincode (product §2 shipping step). */
export function checkDelivery(pincode: string): Promise<DeliveryCheckResponse> {
  return apiRequest<DeliveryCheckResponse>("/orders/delivery/check-delivery/", {
    method: "POST",
    body: { pincode },
  });
}

/**
 * A read, so a query keyed by the pincode: going back and forth between steps asks once. Fresh for a
 * minute (zones rarely change mid-checkout); the shipping step shows its own failure (product §8).
 */
export const deliveryQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ["checkout", "delivery", pincode],
    queryFn: () => checkDelivery(pincode),
    staleTime: 60_000,
    meta: { silent: true },
  });

export function useDeliveryCheck(pincode: string | null) {
  return useQuery({ ...deliveryQueryOptions(pincode ?? ""), enabled: pincode !== null });
}
