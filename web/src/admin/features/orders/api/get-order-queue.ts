import type { AdminOrderPage } from "@contract/admin/orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** The queue's filters as the URL keeps them; empty strings mean "any". */
export type OrderQueueFilters = {
  page: number;
  order_status: string;
  payment_status: string;
  placed_from: string;
  placed_to: string;
  q: string;
};

/** GET /admin/orders/: a page of orders, newest first, filtered on the server. */
export const orderQueueQueryOptions = (filters: OrderQueueFilters) =>
  queryOptions({
    queryKey: ["admin", "orders", "queue", filters],
    queryFn: () => {
      const query = new URLSearchParams({ page_size: "25" });
      for (const [name, value] of Object.entries(filters)) {
        if (value !== "" && value !== undefined) query.set(name, String(value));
      }
      return apiRequest<AdminOrderPage>(`/admin/orders/?${query}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOrderQueue(filters: OrderQueueFilters) {
  return useQuery(orderQueueQueryOptions(filters));
}
