import type { DeliveryReachResponse } from "@contract/delivery";
import { isValidPincode } from "@contract/pincode";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./http";

/** GET /orders/delivery/reach/?pincode=: open to guests; asked by the header's pincode dialog and the listings. */
export function getDeliveryReach(pincode: string): Promise<DeliveryReachResponse> {
  return apiRequest<DeliveryReachResponse>(`/orders/delivery/reach/?pincode=${encodeURIComponent(pincode)}`);
}

/**
 * Kept five minutes (decision 26): long enough that browsing pages of a listing asks once, short enough
 * that the 2 PM cut-off shows soon after it passes. Callers show a failure their own way.
 */
export const deliveryReachQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ["delivery-reach", pincode],
    queryFn: () => getDeliveryReach(pincode),
    staleTime: 5 * 60 * 1000,
    meta: { silent: true },
  });

/** The reach of a pincode; nothing is asked while it is not a valid one (none remembered yet). */
export function useDeliveryReach(pincode: string) {
  return useQuery({ ...deliveryReachQueryOptions(pincode), enabled: isValidPincode(pincode) });
}
