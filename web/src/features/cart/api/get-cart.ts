import type { Cart } from "@contract/cart";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function getCart(): Promise<Cart> {
  return apiRequest<Cart>("/user/cart/");
}

/** The cart screen shows its own 'Failed to load cart' (product §8), so no global toast. */
export const cartQueryOptions = () =>
  queryOptions({ queryKey: ["cart"], queryFn: getCart, meta: { silent: true } });

export function useCart() {
  return useQuery(cartQueryOptions());
}
