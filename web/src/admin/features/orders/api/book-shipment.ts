import type { AdminShipment, BookShipmentRequest } from "@contract/admin/shipments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { afterShipmentChange } from "@web/admin/api/after-shipment-change";
import { apiRequest } from "@web/lib/http";

/**
 * POST /admin/shipments/: books one order. A refusal (409) or no answer (503) stays in the dialog in
 * the server's words; either way a booking row may now exist, so the order's panel is asked again.
 */
export function useBookShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookShipmentRequest) =>
      apiRequest<AdminShipment>("/admin/shipments/", { method: "POST", body }),
    meta: { silent: true },
    onSettled: () => afterShipmentChange(queryClient),
  });
}
