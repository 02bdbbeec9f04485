import type { AdminShipment } from "@contract/admin/shipments";
import { useDownloadLabels } from "@web/admin/api/download-labels";
import { AwbLink } from "@web/admin/components/awb-link";
import { type AdminColumn, DataTable } from "@web/admin/components/data-table";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Printer } from "lucide-react";
import { SelectionBar, tickColumn } from "./selection-bar";
import { OrderLink } from "./shipment-cells";
import { useSelection } from "./use-selection";

type Row = AdminShipment & { ticked: boolean; toggle: () => void };

const columns: AdminColumn<Row>[] = [
  tickColumn<Row>("Print"),
  {
    id: "order",
    header: "Order",
    cell: ({ row: { original } }) => <OrderLink id={original.order_id} number={original.order_number} />,
  },
  {
    id: "courier",
    header: "Courier",
    // Wide enough for a courier's longest word ("Delhivery"), which a crowded table would break.
    cell: ({ row }) => <span className="block min-w-24">{row.original.courier ?? "—"}</span>,
  },
  {
    id: "awb",
    header: "AWB",
    // Whole: a table column squeezed for room would break the number mid-way.
    cell: ({ row: { original } }) => (
      <span className="whitespace-nowrap">
        <AwbLink awb={original.awb} trackingUrl={original.tracking_url} />
      </span>
    ),
  },
  {
    id: "pickup",
    header: "Pickup",
    cell: ({ row: { original } }) => (
      <>
        <span className="block whitespace-nowrap">
          {original.pickup_scheduled_for ? formatDateTime(original.pickup_scheduled_for) : "—"}
        </span>
        {original.pickup_token && (
          <span className="block text-cocoa-600 text-xs">Token {original.pickup_token}</span>
        )}
      </>
    ),
  },
  {
    id: "charge",
    header: "Charge",
    // As wide as its heading, which a crowded table would break mid-word, and the amount kept whole.
    cell: ({ row }) => (
      <span className="block min-w-16 whitespace-nowrap">
        {row.original.charge ? formatAmount(row.original.charge) : "—"}
      </span>
    ),
  },
  {
    id: "manifest",
    header: "Manifest",
    // As wide as its heading, which a crowded table would break mid-word.
    cell: ({ row: { original } }) => (
      <span className="block min-w-18">
        {original.manifest_url ? (
          <a
            href={original.manifest_url}
            target="_blank"
            rel="noreferrer"
            aria-label={`Open the manifest of order #${original.order_number}`}
            className="text-amber-800 underline-offset-2 hover:underline"
          >
            Open
          </a>
        ) : (
          "—"
        )}
      </span>
    ),
  },
];

/**
 * Booked parcels waiting for the courier: staff tick them and print one PDF of each order's packing
 * slip followed by its label, in the list's order.
 */
export function BookedTab({ shipments }: { shipments: AdminShipment[] }) {
  const selection = useSelection(shipments.map((shipment) => shipment.order_id));
  const print = useDownloadLabels();
  const rows: Row[] = shipments.map((shipment) => ({
    ...shipment,
    ticked: selection.isTicked(shipment.order_id),
    toggle: () => selection.toggle(shipment.order_id),
  }));
  const printSelected = () =>
    print.mutate(selection.chosen, {
      onSuccess: () => toast.success("Labels and packing slips downloaded."),
      onError: (error) => toast.error(messageForError(error)),
    });
  return (
    <>
      <SelectionBar
        selection={selection}
        count={shipments.length}
        what={shipments.length === 1 ? "parcel" : "parcels"}
      >
        <Button
          variant="gold"
          onClick={printSelected}
          disabled={selection.chosen.length === 0 || print.isPending}
        >
          <Printer aria-hidden="true" className="size-4" />
          {print.isPending ? "Preparing…" : "Print labels & slips"}
        </Button>
      </SelectionBar>
      <DataTable
        caption="Booked parcels waiting for pickup"
        columns={columns}
        data={rows}
        rowId={(row) => String(row.id)}
        empty="No booked parcel is waiting for the courier."
      />
    </>
  );
}
