import type { AdminCoupon } from "@contract/admin/offer-views";
import type { CouponInput } from "@contract/admin/offers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { couponsKey } from "./get-coupons";

/** POST /admin/coupons/ (no id) or PUT /admin/coupons/{id}/: the fields the form's schema parsed. */
export function saveCoupon({ id, input }: { id: number | null; input: CouponInput }): Promise<AdminCoupon> {
  return id === null
    ? apiRequest<AdminCoupon>("/admin/coupons/", { method: "POST", body: input })
    : apiRequest<AdminCoupon>(`/admin/coupons/${id}/`, { method: "PUT", body: input });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsKey }),
  });
}
