import type { AdminCategory, CategoryFormValues } from "@contract/admin/categories";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { categoriesKey } from "./list-categories";

/** POST /admin/categories/ (no id) or PUT /admin/categories/{id}/ */
export function saveCategory({ id, values }: { id: number | null; values: CategoryFormValues }) {
  return id === null
    ? apiRequest<AdminCategory>("/admin/categories/", { method: "POST", body: values })
    : apiRequest<AdminCategory>(`/admin/categories/${id}/`, { method: "PUT", body: values });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}
