import type { AdminShipment } from "@contract/admin/shipments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { afterShipmentChange } from "@web/admin/api/after-shipment-change";
import { apiRequest } from "@web/lib/http";

/**
 * POST /admin/shipments/{id}/cancel/: cancels a booking at Shiprocket before pickup; the order keeps
 * its packed stamp and can be booked again. A refusal is the dialog's to show.
 */
export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminShipment>(`/admin/shipments/${id}/cancel/`, { method: "POST" }),
    meta: { silent: true },
    onSettled: () => afterShipmentChange(queryClient),
  });
}
