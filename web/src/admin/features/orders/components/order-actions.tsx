import { PackageCheck } from "lucide-react";
import { useState } from "react";
import type { AdminOrder } from "../../../../../../contract/admin/orders";
import { Button } from "../../../../components/ui/button";
import { ErrorBox } from "../../../../components/ui/error-box";
import { messageForError } from "../../../../lib/http";
import { toast } from "../../../../lib/toast";
import { useDeliverOrder } from "../api/deliver-order";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { Panel } from "./panel";
import { RefundOrderDialog } from "./refund-order-dialog";
import { ShipOrderForm } from "./ship-order-form";

/** The moves the server allows for this order now, and nothing else. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const deliver = useDeliverOrder(order.id);
  const [dialog, setDialog] = useState<"cancel" | "refund" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const can = (action: AdminOrder["actions"][number]) => order.actions.includes(action);
  const markDelivered = () => {
    setProblem(null);
    deliver.mutate(undefined, {
      onSuccess: () => toast.success("Marked delivered; the customer has been asked for a review."),
      onError: (error) => setProblem(messageForError(error)),
    });
  };
  return (
    <Panel title="Next step">
      {order.actions.length === 0 && (
        <p className="text-cocoa-600 text-sm">Nothing left to do for this order.</p>
      )}
      <div className="space-y-4">
        {can("ship") && <ShipOrderForm orderId={order.id} />}
        {can("deliver") && (
          <Button onClick={markDelivered} disabled={deliver.isPending} className="w-full sm:w-auto">
            <PackageCheck aria-hidden="true" className="size-4" />
            {deliver.isPending ? "Saving…" : "Mark delivered"}
          </Button>
        )}
        {problem && <ErrorBox>{problem}</ErrorBox>}
        {(can("cancel") || can("refund")) && (
          <div className="flex flex-wrap gap-2 border-cocoa-100 border-t pt-4">
            {can("cancel") && (
              <Button variant="outline" onClick={() => setDialog("cancel")} className="text-red-800">
                {order.payment_status === "PAID" ? "Cancel & refund" : "Cancel order"}
              </Button>
            )}
            {can("refund") && (
              <Button variant="gold" onClick={() => setDialog("refund")}>
                Refund payment
              </Button>
            )}
          </div>
        )}
      </div>
      <CancelOrderDialog order={order} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      <RefundOrderDialog order={order} open={dialog === "refund"} onClose={() => setDialog(null)} />
    </Panel>
  );
}
