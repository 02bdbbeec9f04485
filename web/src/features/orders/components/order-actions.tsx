import type { Order } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { moneyStateOf } from "../money-state";
import { useTicking } from "../use-ticking";
import { BuyAgainButton } from "./buy-again-button";
import { CancelOrderDialog } from "./cancel-order-dialog";

/**
 * What the shopper can do with an order themselves (decision 27), on its card and its page: 'Cancel
 * order' until it is packed (`can_cancel`), and 'Buy again' on any order that is not waiting for its
 * payment (that one is paid, not bought again) and still names a product.
 */
export function OrderActions({ order, className = "" }: { order: Order; className?: string }) {
  const [cancelling, setCancelling] = useState(false);
  const waiting = moneyStateOf(order)?.kind === "waiting";
  // An unpaid order that runs out of time while shown becomes one to buy again.
  useTicking(waiting);
  const again = !waiting && order.items.some((item) => item.product !== null);
  // The dialog outlives the button: a refusal may arrive with the order no longer cancellable.
  if (!order.can_cancel && !again && !cancelling) return null;
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {order.can_cancel && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          aria-haspopup="dialog"
          onClick={() => setCancelling(true)}
        >
          <XCircle aria-hidden="true" className="size-4" />
          Cancel order
        </Button>
      )}
      {again && <BuyAgainButton order={order} />}
      {cancelling && <CancelOrderDialog order={order} onClose={() => setCancelling(false)} />}
    </div>
  );
}
