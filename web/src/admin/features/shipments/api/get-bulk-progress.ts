import type { AdminShipment, ShipmentList } from "@contract/admin/shipments";
import { useQuery } from "@tanstack/react-query";
import { bookingPollMs } from "@web/admin/api/booking-poll";
import { apiRequest } from "@web/lib/http";

export type BookingProgress = Map<number, AdminShipment>;

/** A queued order is still being booked until its booking shows up settled: booked, refused or gone on. */
export const stillBooking = (progress: BookingProgress | undefined, orderId: number) => {
  const shipment = progress?.get(orderId);
  return shipment === undefined || shipment.state === "booking";
};

/**
 * The bookings of the orders just queued, by order id, from the Booking tab's list (in progress, on
 * hold or refused) and the Booked tab's. Asked every few seconds while any of them is still booking.
 */
export function useBulkProgress(orderIds: number[]) {
  return useQuery({
    queryKey: ["admin", "shipments", "progress", orderIds],
    queryFn: async () => {
      const lists = await Promise.all(
        (["booking", "booked"] as const).map((view) =>
          apiRequest<ShipmentList>(`/admin/shipments/?view=${view}`),
        ),
      );
      const wanted = new Set(orderIds);
      const progress: BookingProgress = new Map();
      for (const shipment of lists.flatMap((list) => list.shipments)) {
        if (wanted.has(shipment.order_id)) progress.set(shipment.order_id, shipment);
      }
      return progress;
    },
    enabled: orderIds.length > 0,
    staleTime: 0,
    refetchInterval: (query) =>
      orderIds.some((id) => stillBooking(query.state.data, id)) ? bookingPollMs : false,
  });
}
