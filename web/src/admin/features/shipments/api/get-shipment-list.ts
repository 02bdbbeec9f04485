import type { ShipmentList, ShipmentView } from "@contract/admin/shipments";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/**
 * GET /admin/shipments/?view=…&paid_on=…: one tab of Courier bookings (`paid_on`, an India date, for
 * To book only). The last tab's answer stays while the next loads, so the tabs never blink away.
 */
export const shipmentListQueryOptions = (view: ShipmentView, paidOn: string | null) =>
  queryOptions({
    queryKey: ["admin", "shipments", "list", view, paidOn],
    queryFn: () => {
      const query = new URLSearchParams({ view });
      if (paidOn) query.set("paid_on", paidOn);
      return apiRequest<ShipmentList>(`/admin/shipments/?${query}`);
    },
    staleTime: 0,
    placeholderData: keepPreviousData,
    // The page shows a failure itself, and with manual shipping says booking is not set up.
    meta: { silent: true },
  });

export function useShipmentList(view: ShipmentView, paidOn: string | null) {
  return useQuery(shipmentListQueryOptions(view, paidOn));
}
