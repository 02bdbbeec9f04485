import type { AdminCoupon } from "@contract/admin/offer-views";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { couponsKey } from "./get-coupons";

/** POST /admin/coupons/{id}/active/: switch a coupon on or off. */
export function switchCoupon({ id, isActive }: { id: number; isActive: boolean }): Promise<AdminCoupon> {
  return apiRequest<AdminCoupon>(`/admin/coupons/${id}/active/`, {
    method: "POST",
    body: { is_active: isActive },
  });
}

export function useSwitchCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
