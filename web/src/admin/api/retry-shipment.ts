import type { AdminShipment } from "@contract/admin/shipments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { afterShipmentChange } from "./after-shipment-change";

/**
 * POST /admin/shipments/{id}/retry/: runs a booking on hold or refused again, asking Shiprocket first
 * whether it went through. A refusal (409) or no answer (503) is the screen's to show in its words.
 */
export function useRetryShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminShipment>(`/admin/shipments/${id}/retry/`, { method: "POST" }),
    meta: { silent: true },
    // Either way the row changed: a refusal is written on it, and no answer moves its next try.
    onSettled: () => afterShipmentChange(queryClient),
  });
}
