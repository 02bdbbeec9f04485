import type { ProductChoiceList } from "@contract/admin/content-highlights";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/highlights/product-choices/?search=: up to 20 products for the highlight's picker. */
export const productChoicesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["admin", "content", "product-choices", search],
    queryFn: () =>
      apiRequest<ProductChoiceList>(
        `/admin/highlights/product-choices/?${new URLSearchParams(search ? { search } : {})}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useProductChoices(search: string) {
  return useQuery(productChoicesQueryOptions(search));
}
