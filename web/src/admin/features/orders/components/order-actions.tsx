import type { AdminOrder } from "@contract/admin/orders";
import { Button } from "@web/components/ui/button";
import { PackageCheck } from "lucide-react";
import { useState } from "react";
import { useOrderShipment } from "../api/get-order-shipment";
import { CancelOrderDialog } from "./cancel-order-dialog";
import { DeliverOrderDialog } from "./deliver-order-dialog";
import { Panel } from "./panel";
import { RefundOrderDialog } from "./refund-order-dialog";
import { ShipOrderForm } from "./ship-order-form";

/** The moves the server allows for this order now, and nothing else. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const [dialog, setDialog] = useState<"deliver" | "cancel" | "refund" | null>(null);
  const can = (action: AdminOrder["actions"][number]) => order.actions.includes(action);
  // With courier booking set up, shipping here is the fallback for parcels sent outside it.
  const courier = useOrderShipment(order.id, order.shipping_method !== "L").data;
  const booked = courier?.shipment?.awb ? courier.shipment : null;
  return (
    <Panel title="Next step">
      {order.actions.length === 0 && (
        <p className="text-cocoa-600 text-sm">Nothing left to do for this order.</p>
      )}
      <div className="space-y-4">
        {can("ship") && (
          <ShipOrderForm orderId={order.id} byHand={courier?.provider === "shiprocket"} booked={booked} />
        )}
        {can("deliver") && (
          <Button onClick={() => setDialog("deliver")} className="w-full sm:w-auto">
            <PackageCheck aria-hidden="true" className="size-4" />
            Mark delivered
          </Button>
        )}
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
      <DeliverOrderDialog order={order} open={dialog === "deliver"} onClose={() => setDialog(null)} />
      <CancelOrderDialog order={order} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      <RefundOrderDialog order={order} open={dialog === "refund"} onClose={() => setDialog(null)} />
    </Panel>
  );
}
