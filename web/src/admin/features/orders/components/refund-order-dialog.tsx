import type { AdminOrder } from "@contract/admin/orders";
import { formatAmount } from "@web/lib/format-money";
import { useRefundOrder } from "../api/refund-order";
import { ConfirmMoveDialog } from "./confirm-move-dialog";

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

/**
 * Confirms a full refund: of a payment that arrived after its order was cancelled and could not
 * revive it (also refunded automatically; staff may not want to wait for a retry), or of a shipped or
 * delivered order (lost, or arrived spoilt), which keeps its status and stock.
 */
export function RefundOrderDialog({ order, open, onClose }: Props) {
  return (
    <ConfirmMoveDialog
      title={`Refund order #${order.order_number}?`}
      open={open}
      onClose={onClose}
      move={useRefundOrder(order.id)}
      done="Payment refunded."
      confirm="Refund payment"
      busy="Refunding…"
    >
      {order.refund_due
        ? `The customer paid ${formatAmount(order.amounts.total)} after this order had been cancelled. The shop refunds it by itself; refund now to send the whole amount back through the payment gateway without waiting for the next try.`
        : `The whole ${formatAmount(order.amounts.total)} goes back to the customer through the payment gateway, and they are told by e-mail. The order stays ${order.order_status.toLowerCase()} and its stock is not put back.`}
    </ConfirmMoveDialog>
  );
}
