import type { AdminOrder } from "@contract/admin/orders";
import { signedPhotoUrlSeconds } from "@contract/cart-rules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/orders/{id}/. Its photo links expire, so the answer is refreshed well before they do. */
export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["admin", "orders", "detail", id],
    queryFn: () => apiRequest<AdminOrder>(`/admin/orders/${id}/`),
    staleTime: 0,
    refetchInterval: (signedPhotoUrlSeconds * 1000) / 2,
  });

export function useAdminOrder(id: number, enabled = true) {
  return useQuery({ ...adminOrderQueryOptions(id), enabled });
}
