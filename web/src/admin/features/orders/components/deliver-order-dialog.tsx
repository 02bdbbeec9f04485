import { useState } from "react";
import type { AdminOrder } from "../../../../../../contract/admin/orders";
import { Button } from "../../../../components/ui/button";
import { ErrorBox } from "../../../../components/ui/error-box";
import { messageForError } from "../../../../lib/http";
import { toast } from "../../../../lib/toast";
import { useDeliverOrder } from "../api/deliver-order";
import { ConfirmDialog } from "./confirm-dialog";

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

/**
 * Confirms a delivery: it cannot be taken back, and the customer is e-mailed at once to review what
 * they bought, so a misclick on the wrong order would reach a customer still waiting for theirs.
 */
export function DeliverOrderDialog({ order, open, onClose }: Props) {
  const deliver = useDeliverOrder(order.id);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    setProblem(null);
    deliver.mutate(undefined, {
      onSuccess: () => {
        toast.success("Marked delivered; the customer has been asked for a review.");
        onClose();
      },
      onError: (error) => setProblem(messageForError(error)),
    });
  };
  return (
    <ConfirmDialog open={open} title={`Mark order #${order.order_number} delivered?`} onClose={onClose}>
      <p className="mb-4 text-cocoa-700 text-sm">
        The customer is e-mailed that it has arrived and asked to review it. A delivered order cannot be moved
        back.
      </p>
      {problem && <ErrorBox className="mb-4">{problem}</ErrorBox>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={deliver.isPending}>
          Not now
        </Button>
        <Button onClick={confirm} disabled={deliver.isPending}>
          {deliver.isPending ? "Saving…" : "Mark delivered"}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
