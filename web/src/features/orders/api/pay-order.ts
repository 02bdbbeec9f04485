import type { CreateOrderResponse } from "@contract/orders";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/**
 * POST /orders/{id}/pay/: the payment of an unpaid order that still holds its items, with its own
 * gateway order and amount; 409 once it expired or was paid.
 */
export function payOrder(orderId: number): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>(`/orders/${orderId}/pay/`, { method: "POST" });
}

/** Pay now toasts the failure itself (the server's words, else 'Failed to initiate payment…'). */
export function usePayOrder() {
  return useMutation({ mutationFn: payOrder, meta: { silent: true } });
}
