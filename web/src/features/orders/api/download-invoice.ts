import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@web/lib/download-file";

export type OrderDocument = { orderId: number; kind: "invoice" | "credit-note"; number: string };

/**
 * GET /orders/{id}/invoice/ or /orders/{id}/credit-note/: the order's GST invoice or credit note as a
 * PDF, saved under the server's file name; 404 with a message until one is issued.
 */
export function downloadOrderDocument({ orderId, kind, number }: OrderDocument): Promise<void> {
  const title = kind === "invoice" ? "Invoice" : "Credit-note";
  return downloadFile(`/orders/${orderId}/${kind}/`, `${title}-${number.replaceAll("/", "-")}.pdf`);
}

/** The page toasts the failure itself, in the server's words. */
export function useDownloadOrderDocument() {
  return useMutation({ mutationFn: downloadOrderDocument, meta: { silent: true } });
}
