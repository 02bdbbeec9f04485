import type { Wishlist } from "@contract/wishlist";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function getWishlist(): Promise<Wishlist> {
  return apiRequest<Wishlist>("/user/wishlist/");
}

/** The wishlist screen shows its own 'Failed to load wishlist' (product §8), so no global toast. */
export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: ["wishlist"], queryFn: getWishlist, meta: { silent: true } });

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
