import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { categoriesKey } from "./list-categories";

/** DELETE /admin/categories/{id}/: 409 while products are in it. */
export function deleteCategory(id: number) {
  return apiRequest<{ message: string }>(`/admin/categories/${id}/`, { method: "DELETE" });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
