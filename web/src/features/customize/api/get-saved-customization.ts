import type { SavedCustomization } from "@contract/cart";
import { signedPhotoUrlSeconds } from "@contract/cart-rules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function getSavedCustomization(productId: number): Promise<SavedCustomization> {
  return apiRequest<SavedCustomization>(`/user/cart/customization/${productId}/`);
}

/**
 * The answers saved earlier for this product's cart line, shown when editing. Photo links are signed
 * for a limited time, so the answer counts as fresh for well under that.
 */
export const savedCustomizationQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ["customization", productId],
    queryFn: () => getSavedCustomization(productId),
    staleTime: (signedPhotoUrlSeconds * 1000) / 3,
    meta: { silent: true },
  });

export function useSavedCustomization(productId: number, enabled: boolean) {
  return useQuery({ ...savedCustomizationQueryOptions(productId), enabled });
}
