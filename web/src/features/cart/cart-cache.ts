import type { Cart } from "@contract/cart";
import { paiseToDecimal, toPaise } from "@contract/money";
import type { QueryClient } from "@tanstack/react-query";
import { cartQueryOptions } from "./api/get-cart";
import { cartCountQueryOptions } from "./api/get-cart-count";

/** Every cart change answers the whole cart: it replaces the cached cart and, at once, the badge's count. */
export function storeCart(queryClient: QueryClient, cart: Cart): void {
  queryClient.setQueryData(cartQueryOptions().queryKey, cart);
  queryClient.setQueryData(cartCountQueryOptions().queryKey, cart.count);
}

/**
 * The cart as it will look once the server accepts a new quantity for one line (product §4: the change
 * shows at once): that line's subtotal, the total and the count follow. The server's answer replaces it.
 */
export function withQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  let totalPaise = 0;
  let count = 0;
  const items = cart.items.map((item) => {
    const next =
      item.id === itemId
        ? { ...item, quantity, subtotal: paiseToDecimal(toPaise(item.price) * quantity) }
        : item;
    totalPaise += toPaise(next.subtotal);
    count += next.quantity;
    return next;
  });
  return { ...cart, items, total: paiseToDecimal(totalPaise), count };
}
