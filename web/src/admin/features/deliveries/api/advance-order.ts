import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { deliveriesKey } from "./get-day-plan";

/**
 * The order queue's own moves, POST /admin/orders/{id}/ship/ and /deliver/: for a hand delivery,
 * shipped is "out for delivery". The customer gets the same mails as from the order page.
 */
export function useAdvanceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: "ship" | "deliver" }) =>
      apiRequest<unknown>(`/admin/orders/${id}/${step}/`, {
        method: "POST",
        ...(step === "ship" ? { body: {} } : {}),
      }),
    // A refusal (another staff member was quicker) is a toast; either way the plan is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey }),
  });
}
