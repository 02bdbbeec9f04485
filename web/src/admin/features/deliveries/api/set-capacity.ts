import type { CapacityCell, CapacityInput } from "@contract/admin/delivery-slots";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { deliveriesKey } from "./get-day-plan";

/** PUT /admin/delivery-capacity/: one slot on one date; `capacity` null goes back to the slot's default. */
export function useSetCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CapacityInput) =>
      apiRequest<CapacityCell>("/admin/delivery-capacity/", { method: "PUT", body }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}
