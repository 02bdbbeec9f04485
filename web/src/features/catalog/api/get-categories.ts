import type { CategoriesResponse } from "@contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function getCategories(): Promise<CategoriesResponse> {
  return apiRequest<CategoriesResponse>("/products/categories/");
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ["categories"], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
