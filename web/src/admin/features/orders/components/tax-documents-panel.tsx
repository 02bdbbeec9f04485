import type { AdminOrder } from "@contract/admin/orders";
import { taxDocumentTitles } from "@contract/invoices";
import { Button } from "@web/components/ui/button";
import { formatDate } from "@web/lib/format-date";
import { formatAmount } from "@web/lib/format-money";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { useDownloadTaxDocument } from "../api/download-tax-document";
import { Panel } from "./panel";

/**
 * The order's GST invoice and credit note, each to download as issued. A paid order without an invoice
 * says so (Tax & invoices lists why); an unpaid one shows nothing, having nothing to invoice.
 */
export function TaxDocumentsPanel({ order }: { order: AdminOrder }) {
  const download = useDownloadTaxDocument();
  const documents = order.tax_documents;
  // A late payment waiting to go back sold nothing, so it has no invoice to wait for either.
  if (documents.length === 0 && (order.payment_status !== "PAID" || order.refund_due)) return null;

  const start = (document: AdminOrder["tax_documents"][number]) =>
    download.mutate(
      { orderId: order.id, document },
      {
        onError: (error) =>
          toast.error(serverMessageOr(error, "Could not download the document. Please try again.")),
      },
    );
  return (
    <Panel title="Tax documents">
      {documents.length === 0 ? (
        <p className="text-cocoa-600 text-sm">
          No invoice yet.{" "}
          <Link to="/admin/tax-settings" className="text-amber-800 hover:underline">
            Tax & invoices
          </Link>{" "}
          says why.
        </p>
      ) : (
        <ul className="divide-y divide-cocoa-100 text-sm">
          {documents.map((document) => (
            <li key={document.number} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium text-cocoa-900">
                  {taxDocumentTitles[document.kind]}{" "}
                  <span className="whitespace-nowrap font-mono">{document.number}</span>
                </p>
                <p className="text-cocoa-600">
                  {formatDate(document.issued_on)} · {formatAmount(document.total_amount)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={download.isPending}
                aria-busy={download.isPending && download.variables?.document.number === document.number}
                aria-label={`Download ${taxDocumentTitles[document.kind]} ${document.number}`}
                onClick={() => start(document)}
              >
                <Download aria-hidden="true" className="size-4" /> Download
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
