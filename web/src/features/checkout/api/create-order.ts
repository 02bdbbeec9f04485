import { useMutation } from "@tanstack/react-query";
import type { CreateOrderInput, CreateOrderResponse } from "../../../../../contract/orders";
import { apiRequest } from "../../../lib/http";

/** POST /orders/create_order/: the server re-prices the order and answers 409 if the amounts differ. */
export function createOrder(input: CreateOrderInput): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>("/orders/create_order/", { method: "POST", body: input });
}

/** Checkout shows the server's message (or 'Failed to initiate payment. Please try again.') itself. */
export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder, meta: { silent: true } });
}
