import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /user/wishlist/count/: a plain number (product §7). */
export function getWishlistCount(): Promise<number> {
  return apiRequest<number>("/user/wishlist/count/");
}

/** A badge that fails to load just stays hidden; nothing to toast about. */
export const wishlistCountQueryOptions = () =>
  queryOptions({ queryKey: ["wishlist-count"], queryFn: getWishlistCount, meta: { silent: true } });

/** Asked only when signed in (product §7). */
export function useWishlistCount(enabled: boolean) {
  return useQuery({ ...wishlistCountQueryOptions(), enabled });
}
