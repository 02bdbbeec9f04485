import type { AdminShipment } from "@contract/admin/shipments";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { useCancelShipment } from "../api/cancel-shipment";
import { ConfirmDialog } from "./confirm-dialog";

type Props = { shipment: AdminShipment; open: boolean; onClose: () => void };

/**
 * Asks before cancelling a booking at Shiprocket: the label already printed becomes worthless, and a
 * parcel the courier already took cannot be cancelled here (the refusal stays in the dialog).
 */
export function CancelBookingDialog({ shipment, open, onClose }: Props) {
  const cancel = useCancelShipment();
  const go = () =>
    cancel.mutate(shipment.id, {
      onSuccess: (cancelled) => {
        toast.success(
          cancelled.state === "cancelled"
            ? "Booking cancelled. The order can be booked again."
            : "The booking will be cancelled as soon as Shiprocket answers.",
        );
        onClose();
      },
    });
  const close = () => {
    cancel.reset();
    onClose();
  };
  const what = shipment.awb ? `${shipment.courier ?? "The courier"} (AWB ${shipment.awb})` : "The booking";
  return (
    <ConfirmDialog
      open={open}
      title={`Cancel the courier booking of order #${shipment.order_number}?`}
      onClose={close}
    >
      <p className="mb-4 text-cocoa-700 text-sm">
        {what} is cancelled at Shiprocket and any label printed for it can no longer be used. The order stays
        packed and can be booked again.
      </p>
      {cancel.isError && <ErrorBox className="mb-4">{messageForError(cancel.error)}</ErrorBox>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={cancel.isPending}>
          Keep booking
        </Button>
        <Button onClick={go} disabled={cancel.isPending} className="bg-red-700 hover:bg-red-800">
          {cancel.isPending ? "Cancelling…" : "Cancel booking"}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
