import type { OrderShipmentPanel } from "@contract/admin/shipments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { bookingPollMs } from "@web/admin/api/booking-poll";
import { apiRequest } from "@web/lib/http";

/**
 * GET /admin/orders/{id}/shipment/: the courier provider, its default parcel and the order's bookings.
 * Asked again while a booking is being made, so the panel shows it booked (or refused) by itself.
 */
export const orderShipmentQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ["admin", "shipments", "order", orderId],
    queryFn: () => apiRequest<OrderShipmentPanel>(`/admin/orders/${orderId}/shipment/`),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.shipment?.state === "booking" ? bookingPollMs : false),
    // The Courier panel says it could not load; the rest of the order page stands without it.
    meta: { silent: true },
  });

export function useOrderShipment(orderId: number, enabled = true) {
  return useQuery({ ...orderShipmentQueryOptions(orderId), enabled });
}
