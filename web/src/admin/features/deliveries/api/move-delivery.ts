import type { MoveDeliveryRequest, MovedDelivery } from "@contract/admin/deliveries";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { deliveriesKey } from "./get-day-plan";

/** POST /admin/deliveries/orders/{id}/move/: another date or slot; a full or blocked one is a 409 to show. */
export function useMoveDelivery(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveDeliveryRequest) =>
      apiRequest<MovedDelivery>(`/admin/deliveries/orders/${orderId}/move/`, { method: "POST", body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}
