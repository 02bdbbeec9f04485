import type { BuyAgainResult } from "@contract/cart";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/**
 * POST /user/cart/buy_again/: the order's items back in the cart in one go, at today's prices and as
 * far as the shop still sells them and has them in stock; answers what went in and what changed.
 */
export function buyAgain(orderId: number): Promise<BuyAgainResult> {
  return apiRequest<BuyAgainResult>("/user/cart/buy_again/", { method: "POST", body: { order_id: orderId } });
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
