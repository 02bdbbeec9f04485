import type { DeliveryCalendarResponse } from "@contract/delivery";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@web/lib/http";

/** GET /orders/delivery/calendar/?address_id=: the hand-delivery dates and slots at the address, for this cart. */
export function getDeliveryCalendar(addressId: number): Promise<DeliveryCalendarResponse> {
  return apiRequest<DeliveryCalendarResponse>(`/orders/delivery/calendar/?address_id=${addressId}`);
}

/**
 * Never fresh: slot places move while the shopper looks, so coming back to the step asks again. A 4xx
 * is an answer (400: no zone serves the pincode), not asked twice; the shipping step shows failures.
 */
export const deliveryCalendarQueryOptions = (addressId: number) =>
  queryOptions({
    queryKey: ["checkout", "calendar", addressId],
    queryFn: () => getDeliveryCalendar(addressId),
    staleTime: 0,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    meta: { silent: true },
  });

export function useDeliveryCalendar(addressId: number | null) {
  return useQuery({ ...deliveryCalendarQueryOptions(addressId ?? 0), enabled: addressId !== null });
}
