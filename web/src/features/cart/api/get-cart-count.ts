import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /user/cart/count/: the total quantity, a plain number (product §7). */
export function getCartCount(): Promise<number> {
  return apiRequest<number>("/user/cart/count/");
}

/** A badge that fails to load just stays hidden; nothing to toast about. */
export const cartCountQueryOptions = () =>
  queryOptions({ queryKey: ["cart-count"], queryFn: getCartCount, meta: { silent: true } });

/** Asked only when signed in (product §7). */
export function useCartCount(enabled: boolean) {
  return useQuery({ ...cartCountQueryOptions(), enabled });
}
