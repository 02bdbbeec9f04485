import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { productsKey } from "./list-products";

/** DELETE /admin/products/{id}/: 409 when orders or reviews remember the product (hide it instead). */
export function deleteProduct(id: number) {
  return apiRequest<{ message: string }>(`/admin/products/${id}/`, { method: "DELETE" });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
