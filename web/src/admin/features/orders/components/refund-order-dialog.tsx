import { useState } from "react";
import type { AdminOrder } from "../../../../../../contract/admin/orders";
import { Button } from "../../../../components/ui/button";
import { ErrorBox } from "../../../../components/ui/error-box";
import { formatAmount } from "../../../../lib/format-money";
import { messageForError } from "../../../../lib/http";
import { toast } from "../../../../lib/toast";
import { useRefundOrder } from "../api/refund-order";
import { ConfirmDialog } from "./confirm-dialog";

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

/**
 * Confirms a full refund: of a payment that arrived after its order was cancelled and its stock sold,
 * or of a shipped or delivered order (lost, or arrived spoilt), which keeps its status and stock.
 */
export function RefundOrderDialog({ order, open, onClose }: Props) {
  const refund = useRefundOrder(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    setProblem(null);
    refund.mutate(undefined, {
      onSuccess: () => {
        toast.success("Payment refunded.");
        onClose();
      },
      onError: (error) => setProblem(messageForError(error)),
    });
  };
  return (
    <ConfirmDialog open={open} title={`Refund order #${order.order_number}?`} onClose={onClose}>
      <p className="mb-4 text-cocoa-700 text-sm">
        {order.refund_due
          ? `The customer paid ${formatAmount(order.amounts.total)} after this order had been cancelled. The whole amount goes back to them through the payment gateway.`
          : `The whole ${formatAmount(order.amounts.total)} goes back to the customer through the payment gateway, and they are told by e-mail. The order stays ${order.order_status.toLowerCase()} and its stock is not put back.`}
      </p>
      {problem && <ErrorBox className="mb-4">{problem}</ErrorBox>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={refund.isPending}>
          Not now
        </Button>
        <Button onClick={confirm} disabled={refund.isPending}>
          {refund.isPending ? "Refunding…" : "Refund payment"}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
