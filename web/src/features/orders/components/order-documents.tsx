import type { Order } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { useOneAtATime } from "@web/lib/use-one-at-a-time";
import { FileText } from "lucide-react";
import { type OrderDocument, useDownloadOrderDocument } from "../api/download-invoice";

/** 'Download invoice' once the order's GST invoice is issued, and 'Download credit note' after a refund. */
export function OrderDocuments({ order }: { order: Order }) {
  const download = useDownloadOrderDocument();
  const oneAtATime = useOneAtATime();
  const documents: (OrderDocument & { label: string })[] = [];
  if (order.invoice_number) {
    documents.push({
      orderId: order.id,
      kind: "invoice",
      number: order.invoice_number,
      label: "Download invoice",
    });
  }
  if (order.credit_note_number) {
    documents.push({
      orderId: order.id,
      kind: "credit-note",
      number: order.credit_note_number,
      label: "Download credit note",
    });
  }
  if (documents.length === 0) return null;

  const start = (document: OrderDocument) => {
    if (!oneAtATime.start()) return;
    download.mutate(document, {
      onError: (error) =>
        toast.error(serverMessageOr(error, "Could not download the file. Please try again.")),
      onSettled: oneAtATime.done,
    });
  };
  return (
    // One under another at the column's width: wrapped in the narrow column, the two were of uneven widths.
    <div className="mt-4 grid gap-2 border-t border-cocoa-100 pt-4">
      {documents.map(({ label, ...document }) => {
        const busy = download.isPending && download.variables?.kind === document.kind;
        return (
          <Button
            key={document.kind}
            variant="outline"
            size="sm"
            className="w-full"
            disabled={download.isPending}
            aria-busy={busy}
            onClick={() => start(document)}
          >
            <FileText aria-hidden="true" className="size-4" />
            {busy ? "Downloading…" : label}
          </Button>
        );
      })}
    </div>
  );
}
