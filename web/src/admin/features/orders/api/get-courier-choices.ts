import type { CourierChoices, ParcelInput } from "@contract/admin/shipments";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/**
 * GET /admin/shipments/couriers/: the couriers that serve the order's pincode for this parcel, with
 * Shiprocket's charge and days. Charges change with the parcel and by the hour, so nothing is kept;
 * the last list stays on screen while the next loads. Null asks nothing (the parcel is not valid).
 */
export function useCourierChoices(orderId: number, parcel: ParcelInput | null) {
  return useQuery({
    queryKey: ["admin", "courier-choices", orderId, parcel],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ order_id: String(orderId) });
      for (const [name, value] of Object.entries(parcel ?? {})) query.set(name, String(value));
      return apiRequest<CourierChoices>(`/admin/shipments/couriers/?${query}`, { signal });
    },
    enabled: parcel !== null,
    staleTime: 0,
    gcTime: 0,
    placeholderData: keepPreviousData,
    // The Book dialog shows the refusal (not set up, Shiprocket not answering) in its own words.
    meta: { silent: true },
  });
}
