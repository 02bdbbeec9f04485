import type { AdminProduct, ProductFormValues } from "@contract/admin/catalog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { productsKey } from "./list-products";

/** POST /admin/products/ (no id) or PUT /admin/products/{id}/: the form's values as typed. */
export function saveProduct({ id, values }: { id: number | null; values: ProductFormValues }) {
  return id === null
    ? apiRequest<AdminProduct>("/admin/products/", { method: "POST", body: values })
    : apiRequest<AdminProduct>(`/admin/products/${id}/`, { method: "PUT", body: values });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKey }),
  });
}
