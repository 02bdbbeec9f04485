import type { Order } from "@contract/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@web/lib/http";
import { ordersQueryOptions } from "./get-orders";

/** GET /orders/{id}/: one of the customer's orders; another customer's answers 404. */
export function getOrder(orderId: number): Promise<Order> {
  return apiRequest<Order>(`/orders/${orderId}/`);
}

/** Under the list's key, so paying or refreshing the list refreshes the detail too. */
export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ordersQueryOptions().queryKey, orderId],
    queryFn: () => getOrder(orderId),
    // A missing order stays missing; asking again only delays 'Order not found'.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    meta: { silent: true },
  });

export function useOrder(orderId: number, enabled: boolean) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
