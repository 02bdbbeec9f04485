import type { Order } from "@contract/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { orderQueryOptions } from "./get-order";
import { ordersQueryOptions } from "./get-orders";

export type GiftMessageInput = { orderId: number; gift_message: string; gift_from: string };

/** PUT /orders/{id}/gift-message/: the card until the order is packed (then 409 with why), answered with the order. */
export function updateGiftMessage({ orderId, ...card }: GiftMessageInput): Promise<Order> {
  return apiRequest<Order>(`/orders/${orderId}/gift-message/`, { method: "PUT", body: card });
}

/** The form shows the server's refusal itself; the order's new card replaces the shown one, the list refreshes. */
export function useUpdateGiftMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGiftMessage,
    meta: { silent: true },
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey, exact: true });
    },
  });
}
