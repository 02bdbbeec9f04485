import type { AdminOrder } from "@contract/admin/orders";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { adminOrderQueryOptions } from "./get-admin-order";

/** Every move answers the order as it now is: show it at once, and let the queue reload. */
export function afterMove(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueryData(adminOrderQueryOptions(order.id).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: ["admin", "orders", "queue"] });
}

/** POST one of the order's moves; `body` only for those that take one. */
export function useOrderMove<TBody extends object | undefined>(id: number, move: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      apiRequest<AdminOrder>(`/admin/orders/${id}/${move}/`, {
        method: "POST",
        ...(body === undefined ? {} : { body }),
      }),
    onSuccess: (order) => afterMove(queryClient, order),
  });
}
