import type { Cart, UpdateQuantityInput } from "@contract/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { storeCart, withQuantity } from "../cart-cache";
import { cartQueryOptions } from "./get-cart";
import { cartCountQueryOptions } from "./get-cart-count";

export function updateCartQuantity(input: UpdateQuantityInput): Promise<Cart> {
  return apiRequest<Cart>("/user/cart/update_quantity/", { method: "POST", body: input });
}

type Snapshot = { cart: Cart | undefined; count: number | undefined };

/**
 * Product §4: the new quantity shows at once; if the server refuses or the call fails, the old cart comes
 * back (and is then fetched again, since a refusal usually means the stock moved); on success the
 * server's cart replaces it. The screen toasts 'Failed to update quantity'.
 */
export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  const cartKey = cartQueryOptions().queryKey;
  const countKey = cartCountQueryOptions().queryKey;
  return useMutation({
    mutationFn: updateCartQuantity,
    meta: { silent: true },
    onMutate: async ({ item_id, quantity }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: cartKey });
      const snapshot = { cart: queryClient.getQueryData(cartKey), count: queryClient.getQueryData(countKey) };
      if (snapshot.cart) storeCart(queryClient, withQuantity(snapshot.cart, item_id, quantity));
      return snapshot;
    },
    onError: (_error, _input, snapshot) => {
      if (snapshot?.cart) queryClient.setQueryData(cartKey, snapshot.cart);
      if (snapshot?.count !== undefined) queryClient.setQueryData(countKey, snapshot.count);
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: countKey });
    },
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}
