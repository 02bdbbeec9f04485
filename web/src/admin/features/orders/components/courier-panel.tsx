import type { AdminOrder } from "@contract/admin/orders";
import type { AdminShipment, OrderShipmentPanel } from "@contract/admin/shipments";
import { useDownloadLabels } from "@web/admin/api/download-labels";
import { useRetryShipment } from "@web/admin/api/retry-shipment";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Printer, RotateCw, Truck, X } from "lucide-react";
import { useState } from "react";
import { useOrderShipment } from "../api/get-order-shipment";
import { BookCourierDialog } from "./book-courier-dialog";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { CourierShipmentFacts } from "./courier-shipment-facts";
import { EarlierBookings } from "./earlier-bookings";
import { Panel } from "./panel";
import { useOrderFollowsBooking } from "./use-order-follows-booking";

/** Decision 27: only a paid courier order still being prepared is booked. */
const bookable = (order: AdminOrder) =>
  order.order_status === "PROCESSING" && order.payment_status === "PAID" && !order.refund_due;

/** The booking to show: the live one, else the last one if it was refused (staff retry or rebook it). */
function currentBooking(panel: OrderShipmentPanel): AdminShipment | null {
  if (panel.shipment) return panel.shipment;
  const last = panel.earlier[0];
  return last?.state === "failed" ? last : null;
}

type Dialog = "book" | "cancel" | null;

function Bookings({ order, panel }: { order: AdminOrder; panel: OrderShipmentPanel }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const retry = useRetryShipment();
  const print = useDownloadLabels();
  const shipment = currentBooking(panel);
  useOrderFollowsBooking(order.id, panel.shipment?.state);
  const earlier = panel.earlier.filter((other) => other.id !== shipment?.id);
  const canBook = panel.shipment === null && bookable(order) && panel.default_parcel !== null;
  const open = shipment !== null && !shipment.cancel_requested;
  const canRetry = open && (shipment.state === "booking" || shipment.state === "failed");
  const canCancel = open && ["booking", "booked", "failed"].includes(shipment.state);
  const canPrint = shipment?.state === "booked";
  if (!shipment && !canBook && earlier.length === 0) return null;

  const retryBooking = (id: number) => {
    print.reset();
    retry.mutate(id, {
      onSuccess: (done) =>
        toast.success(
          done.awb ? `Booked with ${done.courier}, AWB ${done.awb}.` : "Sent to Shiprocket again.",
        ),
    });
  };
  const printLabel = () => {
    retry.reset();
    print.mutate([order.id], { onSuccess: () => toast.success("Label and packing slip downloaded.") });
  };
  const failure = retry.error ?? print.error;
  return (
    <Panel title="Courier">
      {shipment ? (
        <CourierShipmentFacts shipment={shipment} />
      ) : (
        canBook && <p className="text-cocoa-600 text-sm">Not booked with a courier yet.</p>
      )}
      {failure && <ErrorBox className="mt-3">{messageForError(failure)}</ErrorBox>}
      {(canBook || canRetry || canCancel || canPrint) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {canBook && (
            <Button onClick={() => setDialog("book")}>
              <Truck aria-hidden="true" className="size-4" /> Book courier
            </Button>
          )}
          {canPrint && (
            <Button variant="gold" onClick={printLabel} disabled={print.isPending}>
              <Printer aria-hidden="true" className="size-4" />
              {print.isPending ? "Preparing…" : "Print label & slip"}
            </Button>
          )}
          {canRetry && (
            <Button variant="outline" onClick={() => retryBooking(shipment.id)} disabled={retry.isPending}>
              <RotateCw aria-hidden="true" className="size-4" />
              {retry.isPending ? "Retrying…" : "Retry booking"}
            </Button>
          )}
          {canCancel && (
            <Button variant="outline" onClick={() => setDialog("cancel")} className="text-red-800">
              <X aria-hidden="true" className="size-4" /> Cancel booking
            </Button>
          )}
        </div>
      )}
      <EarlierBookings shipments={earlier} />
      {canBook && panel.default_parcel && (
        <BookCourierDialog
          order={order}
          defaultParcel={panel.default_parcel}
          open={dialog === "book"}
          onClose={() => setDialog(null)}
        />
      )}
      {shipment && (
        <CancelBookingDialog shipment={shipment} open={dialog === "cancel"} onClose={() => setDialog(null)} />
      )}
    </Panel>
  );
}

/**
 * The order's courier booking through Shiprocket: its state and updates, and booking, retrying,
 * cancelling and printing the label with the packing slip. With manual shipping (no provider set up)
 * and for hand deliveries it shows nothing: staff mark those shipped by hand as before.
 */
export function CourierPanel({ order }: { order: AdminOrder }) {
  const byCourier = order.shipping_method !== "L";
  const panel = useOrderShipment(order.id, byCourier);
  if (!byCourier || panel.isPending) return null;
  if (panel.isError) {
    return (
      <Panel title="Courier">
        <p className="text-cocoa-700 text-sm">Could not load the courier booking.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => panel.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" /> Try again
        </Button>
      </Panel>
    );
  }
  if (panel.data.provider === "manual") return null;
  return <Bookings order={order} panel={panel.data} />;
}
