import type { AdminColumn } from "@web/admin/components/data-table";
import { StatusBadge } from "@web/admin/components/status-badge";
import { formatDateTime } from "@web/lib/format-date";
import { type Discounted, discountText, runState, type Scheduled } from "./discount-text";

/** The columns coupons and automatic offers share: what they take off, when they run, and whether they are live. */
export function discountColumns<T extends Discounted & Scheduled>(): AdminColumn<T>[] {
  return [
    { id: "discount", header: "Discount", cell: ({ row }) => discountText(row.original) },
    {
      id: "runs",
      header: "Runs",
      cell: ({ row }) =>
        `${formatDateTime(row.original.start_date)} – ${formatDateTime(row.original.end_date)}`,
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => {
        const state = runState(row.original);
        return <StatusBadge label={state.label} tone={state.tone} />;
      },
    },
  ];
}
