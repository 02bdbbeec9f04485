import type { AddItemInput, CartChange } from "@contract/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { storeCart } from "../cart-cache";

export function addToCart(input: AddItemInput): Promise<CartChange> {
  return apiRequest<CartChange>("/user/cart/add_item/", { method: "POST", body: input });
}

/** The button toasts the failure itself (the server's words, else 'Failed to add to cart'). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    meta: { silent: true },
    onSuccess: (change) => storeCart(queryClient, change.cart),
  });
}
