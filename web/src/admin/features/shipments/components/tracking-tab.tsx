import type { AdminShipment } from "@contract/admin/shipments";
import { AwbLink } from "@web/admin/components/awb-link";
import { type AdminColumn, DataTable } from "@web/admin/components/data-table";
import { ShipmentStateChip } from "@web/admin/components/shipment-state-chip";
import { dayText, LatestUpdate, OrderLink } from "./shipment-cells";

const common: AdminColumn<AdminShipment>[] = [
  {
    id: "order",
    header: "Order",
    cell: ({ row: { original } }) => <OrderLink id={original.order_id} number={original.order_number} />,
  },
  { id: "state", header: "State", cell: ({ row }) => <ShipmentStateChip state={row.original.state} /> },
  { id: "courier", header: "Courier", cell: ({ row }) => row.original.courier ?? "—" },
  {
    id: "awb",
    header: "AWB",
    cell: ({ row: { original } }) => <AwbLink awb={original.awb} trackingUrl={original.tracking_url} />,
  },
];

const latest: AdminColumn<AdminShipment> = {
  id: "latest",
  header: "Latest update",
  cell: ({ row }) => <LatestUpdate shipment={row.original} />,
};

const onTheWay: AdminColumn<AdminShipment>[] = [
  ...common,
  { id: "expected", header: "Expected", cell: ({ row }) => dayText(row.original.expected_on) },
  latest,
];

const attention: AdminColumn<AdminShipment>[] = [
  ...common,
  {
    id: "attention",
    header: "Attention",
    cell: ({ row }) => <span className="font-medium text-amber-900">{row.original.attention ?? "—"}</span>,
  },
  latest,
];

const looks = {
  on_the_way: {
    columns: onTheWay,
    caption: "Parcels on the way",
    empty: "No parcel is on the way.",
  },
  attention: {
    columns: attention,
    caption: "Parcels that need attention",
    empty: "No parcel needs attention.",
  },
} as const;

/**
 * Parcels the courier has, as its updates report them: on the way to the customer, or stuck (not
 * delivered, lost, damaged, coming back to us) for staff to follow up with the courier or the customer.
 */
export function TrackingTab({ view, shipments }: { view: keyof typeof looks; shipments: AdminShipment[] }) {
  const look = looks[view];
  return (
    <DataTable
      caption={look.caption}
      columns={look.columns}
      data={shipments}
      rowId={(row) => String(row.id)}
      empty={look.empty}
    />
  );
}
