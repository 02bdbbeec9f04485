import type { AdminTaxSettings } from "@contract/invoices";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { toast } from "@web/lib/toast";
import { FileWarning } from "lucide-react";
import { Link } from "react-router";
import { useIssueMissingInvoices } from "../api/issue-missing-invoices";

const invoices = (count: number) => `${count} ${count === 1 ? "invoice" : "invoices"}`;
const orders = (count: number) => `${count} paid ${count === 1 ? "order has" : "orders have"}`;

/**
 * Paid orders still without an invoice and why (oldest first, at most 50 of them), with the button that
 * issues what can be issued now, dated today.
 */
export function UninvoicedOrders({ taxSettings }: { taxSettings: AdminTaxSettings }) {
  const issue = useIssueMissingInvoices();
  const { uninvoiced, uninvoiced_count: count } = taxSettings;
  if (count === 0) return null;

  const issueMissing = () =>
    issue.mutate(undefined, {
      onSuccess: ({ issued, still_missing }) =>
        toast.success(
          still_missing === 0
            ? `Issued ${invoices(issued)}`
            : `Issued ${invoices(issued)}; ${still_missing} still missing`,
        ),
    });
  return (
    <section
      aria-labelledby="uninvoiced-heading"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 md:p-6"
    >
      <h2 id="uninvoiced-heading" className="flex items-center gap-2 text-lg text-cocoa-900">
        <FileWarning aria-hidden="true" className="size-5 text-amber-700" />
        Paid orders without an invoice
      </h2>
      <p className="mt-1 text-sm text-cocoa-700">
        {orders(count)} no invoice yet
        {count > uninvoiced.length ? `; the oldest ${uninvoiced.length} are listed` : ""}.
      </p>
      <ul className="mt-4 divide-y divide-amber-200 text-sm">
        {uninvoiced.map((order) => (
          <li key={order.order_id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
            <Link
              to={`/admin/orders/${order.order_id}`}
              className="font-medium text-amber-900 underline-offset-2 hover:underline"
            >
              #{order.order_number}
            </Link>
            <span className="text-cocoa-600">Paid {formatDateTime(order.paid_at)}</span>
            <span className="min-w-0 flex-1 basis-60 text-cocoa-800">{order.reason}</span>
          </li>
        ))}
      </ul>
      <Button
        variant="gold"
        size="sm"
        className="mt-4"
        disabled={issue.isPending || !taxSettings.issuing}
        onClick={issueMissing}
      >
        {issue.isPending ? "Issuing…" : "Issue missing invoices"}
      </Button>
      {!taxSettings.issuing && (
        <p className="mt-2 text-sm text-cocoa-600">Save the seller's GST details first.</p>
      )}
    </section>
  );
}
