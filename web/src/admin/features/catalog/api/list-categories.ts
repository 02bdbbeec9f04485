import type { AdminCategoryPage } from "@contract/admin/categories";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** Every category query starts with this key. */
export const categoriesKey = ["admin", "categories"] as const;

/** GET /admin/categories/: in the store's order. Page size 100 also feeds the product form's select. */
export const categoryListQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...categoriesKey, "list", page],
    queryFn: () => apiRequest<AdminCategoryPage>(`/admin/categories/?page=${page}&page_size=100`),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useCategoryList(page = 1) {
  return useQuery(categoryListQueryOptions(page));
}
