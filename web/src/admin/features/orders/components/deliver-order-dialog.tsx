import type { AdminOrder } from "@contract/admin/orders";
import { useDeliverOrder } from "../api/deliver-order";
import { ConfirmMoveDialog } from "./confirm-move-dialog";

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

/**
 * Confirms a delivery: it cannot be taken back, and the customer is e-mailed at once to review what
 * they bought, so a misclick on the wrong order would reach a customer still waiting for theirs.
 */
export function DeliverOrderDialog({ order, open, onClose }: Props) {
  return (
    <ConfirmMoveDialog
      title={`Mark order #${order.order_number} delivered?`}
      open={open}
      onClose={onClose}
      move={useDeliverOrder(order.id)}
      done="Marked delivered; the customer has been asked for a review."
      confirm="Mark delivered"
      busy="Saving…"
    >
      The customer is e-mailed that it has arrived and asked to review it. A delivered order cannot be moved
      back.
    </ConfirmMoveDialog>
  );
}
