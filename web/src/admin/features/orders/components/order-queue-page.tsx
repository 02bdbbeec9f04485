import type { AdminOrderRow } from "@contract/admin/orders";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { PagedTable } from "@web/admin/components/paged-table";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { formatDateTime } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "react-router";
import { type OrderQueueFilters as Filters, useOrderQueue } from "../api/get-order-queue";
import { OrderQueueFilters } from "./order-queue-filters";
import { RefundChip } from "./refund-state";
import { StatusChip } from "./status-chip";

const columns: AdminColumn<AdminOrderRow>[] = [
  {
    id: "number",
    header: "Order",
    cell: ({ row }) => (
      <Link
        to={`/admin/orders/${row.original.id}`}
        className="font-mono font-semibold text-amber-800 underline-offset-2 hover:underline"
      >
        {row.original.order_number}
      </Link>
    ),
  },
  { id: "placed", header: "Placed", cell: ({ row }) => formatDateTime(row.original.created_at) },
  {
    id: "customer",
    header: "Customer",
    cell: ({ row }) => (
      <>
        <span className="block font-medium">{row.original.customer_name}</span>
        <span className="block break-all text-cocoa-600 text-xs">{row.original.customer_email}</span>
      </>
    ),
  },
  { id: "items", header: "Items", cell: ({ row }) => row.original.item_count },
  { id: "total", header: "Total", cell: ({ row }) => formatAmount(row.original.total_amount) },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1.5">
        <StatusChip status={row.original.order_status} />
        <StatusChip status={row.original.payment_status} />
        <RefundChip state={row.original.automatic_refund} />
      </span>
    ),
  },
];

/** The day's work: every order, newest first, found by number, e-mail or phone and filtered by status. */
export default function OrderQueuePage() {
  usePageTitle("Orders");
  const { get, page, set } = useSearchParamState();
  const filters: Filters = {
    page,
    order_status: get("order_status"),
    payment_status: get("payment_status"),
    placed_from: get("placed_from"),
    placed_to: get("placed_to"),
    q: get("q"),
  };
  const queue = useOrderQueue(filters);
  return (
    <>
      <AdminPageHeader title="Orders" />
      <OrderQueueFilters filters={filters} onChange={set} />
      <PagedTable
        list={queue}
        caption="Orders"
        columns={columns}
        empty="No orders match these filters."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
