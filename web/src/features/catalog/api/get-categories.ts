import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CategoriesResponse } from "../../../../../contract/catalog";
import { apiRequest } from "../../../lib/http";

export function getCategories(): Promise<CategoriesResponse> {
  return apiRequest<CategoriesResponse>("/products/categories/");
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ["categories"], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
