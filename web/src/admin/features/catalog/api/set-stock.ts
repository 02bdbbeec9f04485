import type { StockUpdate } from "@contract/admin/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { productsKey } from "./list-products";

/** PUT /admin/products/{id}/stock/: the number typed, and the one seen (409 if it changed meanwhile). */
export function setStock({ id, ...update }: StockUpdate & { id: number }) {
  return apiRequest<{ id: number; stock: number }>(`/admin/products/${id}/stock/`, {
    method: "PUT",
    body: update,
  });
}

/** Lists refetch either way: after a 409 the row shows the number checkout left. */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStock,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
