import type { OrderTaxDocument } from "@contract/invoices";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@web/lib/download-file";

export type TaxDocumentDownload = { orderId: number; document: OrderTaxDocument };

const routes = { invoice: "invoice", credit_note: "credit-note" } as const;
const fileTitles = { invoice: "Invoice", credit_note: "Credit-note" } as const;

/** GET /admin/orders/{id}/invoice/ or /admin/orders/{id}/credit-note/: the document's PDF as issued. */
export function downloadTaxDocument({ orderId, document }: TaxDocumentDownload): Promise<void> {
  return downloadFile(
    `/admin/orders/${orderId}/${routes[document.kind]}/`,
    `${fileTitles[document.kind]}-${document.number.replaceAll("/", "-")}.pdf`,
  );
}

/** The panel toasts the failure itself, in the server's words. */
export function useDownloadTaxDocument() {
  return useMutation({ mutationFn: downloadTaxDocument, meta: { silent: true } });
}
