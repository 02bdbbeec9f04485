import type { AdminProductPage, AdminProductSort } from "@contract/admin/catalog";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type ProductFilters = {
  page: number;
  pageSize?: number;
  search: string;
  category: string;
  status: "" | "published" | "hidden";
  lowStock: boolean;
  sort: AdminProductSort;
};

/** Every product query starts with this key, so one invalidation refreshes lists, pickers and forms. */
export const productsKey = ["admin", "products"] as const;

/** GET /admin/products/: never cached for long, staff must see the stock checkout left. */
export const productListQueryOptions = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...productsKey, "list", filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(filters.page),
        page_size: String(filters.pageSize ?? 25),
        sort: filters.sort,
      });
      if (filters.search) query.set("search", filters.search);
      if (filters.category) query.set("category", filters.category);
      if (filters.status) query.set("status", filters.status);
      if (filters.lowStock) query.set("low_stock", "true");
      return apiRequest<AdminProductPage>(`/admin/products/?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useProductList(filters: ProductFilters, enabled = true) {
  return useQuery({ ...productListQueryOptions(filters), enabled });
}
