import type { AdminShipment } from "@contract/admin/shipments";
import { useRetryShipment } from "@web/admin/api/retry-shipment";
import { type AdminColumn, DataTable } from "@web/admin/components/data-table";
import { ShipmentStateChip } from "@web/admin/components/shipment-state-chip";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { RotateCw } from "lucide-react";
import { OrderLink } from "./shipment-cells";

function RetryButton({ shipment }: { shipment: AdminShipment }) {
  const retry = useRetryShipment();
  if (shipment.cancel_requested) return <span className="text-cocoa-600">Cancelling…</span>;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      className="whitespace-nowrap"
      aria-label={`Retry booking order #${shipment.order_number}`}
      onClick={() =>
        retry.mutate(shipment.id, {
          onSuccess: (done) =>
            toast.success(
              done.awb
                ? `Order #${done.order_number} booked with ${done.courier}, AWB ${done.awb}.`
                : `Order #${done.order_number} sent to Shiprocket again.`,
            ),
          onError: (error) => toast.error(messageForError(error)),
        })
      }
    >
      <RotateCw aria-hidden="true" className="size-4" />
      {retry.isPending ? "Retrying…" : "Retry"}
    </Button>
  );
}

function message(shipment: AdminShipment): string {
  if (shipment.last_error) return shipment.last_error;
  return shipment.state === "booking" ? "Waiting for the booking worker" : "—";
}

const columns: AdminColumn<AdminShipment>[] = [
  {
    id: "order",
    header: "Order",
    cell: ({ row: { original } }) => <OrderLink id={original.order_id} number={original.order_number} />,
  },
  { id: "state", header: "State", cell: ({ row }) => <ShipmentStateChip state={row.original.state} /> },
  {
    id: "courier",
    header: "Courier",
    // Wide enough for its heading while no courier is assigned yet.
    cell: ({ row }) => <span className="block min-w-20">{row.original.courier ?? "—"}</span>,
  },
  {
    id: "message",
    header: "Message",
    cell: ({ row }) => <span className="block max-w-sm">{message(row.original)}</span>,
  },
  {
    id: "next",
    header: "Next try",
    cell: ({ row: { original } }) =>
      original.state === "booking" && original.retry_at ? formatDateTime(original.retry_at) : "—",
  },
  { id: "retry", header: "Action", cell: ({ row }) => <RetryButton shipment={row.original} /> },
];

/** Bookings in progress, on hold while Shiprocket does not answer, or refused, each with 'Retry'. */
export function BookingTab({ shipments }: { shipments: AdminShipment[] }) {
  return (
    <DataTable
      caption="Bookings in progress or refused"
      columns={columns}
      data={shipments}
      rowId={(row) => String(row.id)}
      empty="No booking is in progress or refused."
    />
  );
}
