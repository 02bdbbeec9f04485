import type { Order } from "@contract/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/**
 * Puts an order's items back in the cart through POST /user/cart/add_item/, one line at a time, as
 * far as the shop still sells them and has them in stock; answers how many lines went in.
 */
export async function buyAgain(order: Order): Promise<{ added: number; of: number }> {
  const products = order.items.flatMap((item) =>
    item.product === null ? [] : [{ product_id: item.product, quantity: item.quantity }],
  );
  let added = 0;
  for (const line of products) {
    try {
      await apiRequest("/user/cart/add_item/", { method: "POST", body: line });
      added += 1;
    } catch {
      // A product no longer sold or out of stock stays out; the others still go in.
    }
  }
  return { added, of: order.items.length };
}

/** The cart belongs to another screen, so everything loaded is refreshed after (counts, cart). */
export function useBuyAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyAgain,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
