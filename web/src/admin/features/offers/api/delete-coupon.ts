import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { couponsKey } from "./get-coupons";

/** DELETE /admin/coupons/{id}/: only while no order named it (else 409, with the advice to deactivate). */
export function deleteCoupon(id: number): Promise<void> {
  return apiRequest<void>(`/admin/coupons/${id}/`, { method: "DELETE" });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
