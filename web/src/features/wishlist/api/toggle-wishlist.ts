import type { ToggleWishlistResponse } from "@contract/wishlist";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { wishlistQueryOptions } from "./get-wishlist";
import { wishlistCountQueryOptions } from "./get-wishlist-count";

export function toggleWishlist(productId: number): Promise<ToggleWishlistResponse> {
  return apiRequest<ToggleWishlistResponse>("/user/wishlist/toggle_item/", {
    method: "POST",
    body: { product_id: productId },
  });
}

/**
 * The badge moves by one as soon as the server answers; a removal also leaves the cached list at
 * once (an addition needs the product's card, so the list is fetched again). The caller toasts
 * 'Failed to update wishlist' (product §8).
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    meta: { silent: true },
    onSuccess: ({ is_in_wishlist }, productId) => {
      const countKey = wishlistCountQueryOptions().queryKey;
      queryClient.setQueryData(countKey, (count) =>
        count === undefined ? count : Math.max(0, count + (is_in_wishlist ? 1 : -1)),
      );
      void queryClient.invalidateQueries({ queryKey: countKey });
      const listKey = wishlistQueryOptions().queryKey;
      if (is_in_wishlist) void queryClient.invalidateQueries({ queryKey: listKey });
      else
        queryClient.setQueryData(listKey, (list) =>
          list ? { items: list.items.filter((product) => product.id !== productId) } : list,
        );
    },
  });
}
