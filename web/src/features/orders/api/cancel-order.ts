import type { CustomerCancelInput, Order } from "@contract/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { orderQueryOptions } from "./get-order";
import { ordersQueryOptions } from "./get-orders";

export type CancelOrderInput = CustomerCancelInput & { orderId: number };

/**
 * POST /orders/{id}/cancel/: the shopper's own cancel until the order is packed, answered with the
 * cancelled order (refunded when it was paid); 409 once packed or sent, 402 when the money could not go back.
 */
export function cancelOrder({ orderId, ...request }: CancelOrderInput): Promise<Order> {
  return apiRequest<Order>(`/orders/${orderId}/cancel/`, { method: "POST", body: request });
}

/** The dialog shows the refusal itself; the cancelled order replaces the shown one and the list refreshes. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    meta: { silent: true },
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey, exact: true });
    },
  });
}
