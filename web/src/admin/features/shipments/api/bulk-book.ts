import type { BulkBookingResult } from "@contract/admin/shipments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { afterShipmentChange } from "@web/admin/api/after-shipment-change";
import { apiRequest } from "@web/lib/http";

/** bulkBookingRequest's limit: a busy day's selection goes in runs of this many. */
const ordersPerRequest = 50;

/**
 * POST /admin/shipments/bulk/ (with the default parcel): claims each order for the booking worker and
 * answers at once which were queued and which were refused, with why; the worker then books them one
 * by one.
 */
export async function bulkBook(orderIds: number[]): Promise<BulkBookingResult> {
  const answer: BulkBookingResult = { queued: [], refused: [] };
  for (let start = 0; start < orderIds.length; start += ordersPerRequest) {
    const run = await apiRequest<BulkBookingResult>("/admin/shipments/bulk/", {
      method: "POST",
      body: { order_ids: orderIds.slice(start, start + ordersPerRequest), parcel: null },
    });
    answer.queued.push(...run.queued);
    answer.refused.push(...run.refused);
  }
  return answer;
}

export function useBulkBook() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkBook, onSettled: () => afterShipmentChange(queryClient) });
}
