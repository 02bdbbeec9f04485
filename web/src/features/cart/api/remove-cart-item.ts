import type { CartChange } from "@contract/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { storeCart } from "../cart-cache";

export function removeCartItem(itemId: number): Promise<CartChange> {
  return apiRequest<CartChange>("/user/cart/remove_item/", { method: "POST", body: { item_id: itemId } });
}

/** The cart screen toasts 'Item removed from cart' or 'Failed to remove item' (product §8). */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    meta: { silent: true },
    onSuccess: (change) => storeCart(queryClient, change.cart),
  });
}
