import type { Order } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { ShoppingBag } from "lucide-react";
import { useNavigate } from "react-router";
import { useBuyAgain } from "../api/buy-again";

export const nothingAvailable = "These items are no longer available.";

/**
 * 'Buy again': the order's items go back in the cart on the server, and the cart opens with what
 * changed since (router state `buyAgain`, the contract's BuyAgainResult, which the cart lists). When
 * nothing could go in, the shopper stays here and is told so.
 */
export function BuyAgainButton({ order }: { order: Order }) {
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();
  const again = () =>
    buyAgain.mutate(order.id, {
      onSuccess: (result) => {
        if (result.added.length === 0) toast.error(nothingAvailable);
        else navigate("/cart", { state: { buyAgain: result } });
      },
      onError: (error) => toast.error(serverMessageOr(error, "Failed to add to cart")),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      className="shrink-0 whitespace-nowrap"
      disabled={buyAgain.isPending}
      aria-busy={buyAgain.isPending}
      onClick={again}
    >
      <ShoppingBag aria-hidden="true" className="size-4" />
      Buy again
    </Button>
  );
}
