import type { OrderToBook, ShipmentList } from "@contract/admin/shipments";
import { shippingOptionNames } from "@contract/shipping";
import { type AdminColumn, DataTable } from "@web/admin/components/data-table";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { Truck } from "lucide-react";
import { useState } from "react";
import { useBulkBook } from "../api/bulk-book";
import { type BulkBatch, BulkProgress } from "./bulk-progress";
import { SelectionBar, tickColumn } from "./selection-bar";
import { dayText, OrderLink } from "./shipment-cells";
import { useSelection } from "./use-selection";

type Row = OrderToBook & { id: number; ticked: boolean; toggle: () => void };

const columns: AdminColumn<Row>[] = [
  tickColumn<Row>("Pick"),
  {
    id: "order",
    header: "Order",
    cell: ({ row: { original } }) => (
      <>
        <OrderLink id={original.order_id} number={original.order_number} />
        <span className="block text-cocoa-600 text-xs">{shippingOptionNames[original.shipping_method]}</span>
      </>
    ),
  },
  {
    id: "customer",
    header: "Deliver to",
    cell: ({ row: { original } }) => (
      <>
        <span className="block">{original.customer_name}</span>
        <span className="block text-cocoa-600 text-xs">
          {original.city} {original.pincode}
        </span>
      </>
    ),
  },
  {
    id: "total",
    header: "Total",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatAmount(row.original.total)}</span>,
  },
  { id: "paid", header: "Paid", cell: ({ row }) => formatDateTime(row.original.paid_at) },
  {
    id: "promised",
    header: "Promised",
    cell: ({ row }) => <span className="whitespace-nowrap">{dayText(row.original.promised_on)}</span>,
  },
];

type Props = { list: ShipmentList; paidOn: string };

/**
 * A day's paid courier orders not yet booked: staff tick them (or all) and book them in one go with
 * the default parcel; the worker books them one by one and the progress shows below as it lands.
 */
export function ToBookTab({ list, paidOn }: Props) {
  const orders = list.to_book;
  const selection = useSelection(orders.map((order) => order.order_id));
  const bulk = useBulkBook();
  const [batch, setBatch] = useState<BulkBatch | null>(null);
  const book = () => {
    const picked = orders.filter((order) => selection.isTicked(order.order_id));
    bulk.mutate(selection.chosen, {
      onSuccess: (result) => {
        setBatch({ orders: picked, result });
        selection.setAll(false);
      },
    });
  };
  const rows: Row[] = orders.map((order) => ({
    ...order,
    id: order.order_id,
    ticked: selection.isTicked(order.order_id),
    toggle: () => selection.toggle(order.order_id),
  }));
  return (
    <>
      {batch && <BulkProgress key={batch.result.queued.join(",")} batch={batch} />}
      <SelectionBar
        selection={selection}
        count={orders.length}
        what={orders.length === 1 ? "order" : "orders"}
      >
        <Button onClick={book} disabled={selection.chosen.length === 0 || bulk.isPending}>
          <Truck aria-hidden="true" className="size-4" />
          {bulk.isPending ? "Booking…" : "Book selected"}
        </Button>
      </SelectionBar>
      <DataTable
        caption="Orders to book"
        columns={columns}
        data={rows}
        rowId={(row) => String(row.id)}
        empty={`No courier orders paid on ${dayText(paidOn)} are waiting to be booked.`}
      />
    </>
  );
}
