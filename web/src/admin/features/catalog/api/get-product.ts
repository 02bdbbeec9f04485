import type { AdminProduct } from "@contract/admin/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { productsKey } from "./list-products";

/** GET /admin/products/{id}/: the product as the form edits it. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsKey, "one", id],
    queryFn: () => apiRequest<AdminProduct>(`/admin/products/${id}/`),
    staleTime: 0,
    // The form keeps what was typed; a background refetch must not look like a reset.
    refetchOnWindowFocus: false,
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}
