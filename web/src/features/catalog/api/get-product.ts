import type { ProductDetail } from "@contract/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, retryUnlessNotFound } from "@web/lib/http";

export function getProduct(productId: string): Promise<ProductDetail> {
  return apiRequest<ProductDetail>(`/products/${encodeURIComponent(productId)}/`);
}

/**
 * The product page shows every failure itself (a not-found state, or a retry), so no global toast;
 * a 404 is an answer, not a hiccup, so it is not retried.
 */
export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ["product", productId],
    queryFn: () => getProduct(productId),
    meta: { silent: true, viewerDependent: true },
    retry: retryUnlessNotFound,
  });

export function useProduct(productId: string, enabled = true) {
  return useQuery({ ...productQueryOptions(productId), enabled });
}
