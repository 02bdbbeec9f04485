import type { AdminCategory } from "@contract/admin/categories";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { categoriesKey } from "./list-categories";

/** GET /admin/categories/{id}/ */
export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...categoriesKey, "one", id],
    queryFn: () => apiRequest<AdminCategory>(`/admin/categories/${id}/`),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
