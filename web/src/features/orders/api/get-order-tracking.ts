import type { Order } from "@contract/orders";
import type { ShipmentState } from "@contract/shipment-states";
import { type OrderTracking, trackingRefreshMs } from "@contract/shipments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, retryUnlessNotFound } from "@web/lib/http";
import { orderQueryOptions } from "./get-order";

/** GET /orders/{id}/tracking/: the courier's progress of the customer's own order, newest update first. */
export function getOrderTracking(orderId: number): Promise<OrderTracking> {
  return apiRequest<OrderTracking>(`/orders/${orderId}/tracking/`);
}

/** Under the order's key, so refreshing the order refreshes its tracking too. */
export const orderTrackingQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...orderQueryOptions(orderId).queryKey, "tracking"],
    queryFn: () => getOrderTracking(orderId),
    retry: retryUnlessNotFound,
    // The order's own courier lines stand in when tracking cannot be read, so no toast.
    meta: { silent: true },
  });

/** States in which the parcel is still on its way, so its page keeps asking. */
const onTheWay: ReadonlySet<ShipmentState> = new Set([
  "booked",
  "picked_up",
  "in_transit",
  "out_for_delivery",
]);

/**
 * Only a courier order with a tracking number can have a booking to track. While the parcel is on its
 * way the answer is asked for again every `trackingRefreshMs`, and only while the tab is visible
 * (TanStack Query pauses intervals in the background).
 */
export function useOrderTracking(order: Order) {
  return useQuery({
    ...orderTrackingQueryOptions(order.id),
    enabled: order.shipping_method !== "L" && order.tracking_number !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state && onTheWay.has(state) ? trackingRefreshMs : false;
    },
  });
}
