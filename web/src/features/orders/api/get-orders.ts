import type { OrderList } from "@contract/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /orders/: the customer's own orders, newest first. */
export function getOrders(): Promise<OrderList> {
  return apiRequest<OrderList>("/orders/");
}

/** The screen shows its own 'Failed to load orders' (product §8), so no global toast. */
export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ["orders"], queryFn: getOrders, meta: { silent: true } });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
