import type { GstExportReport } from "@contract/invoices";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@web/lib/download-file";

export type GstExport = { month: string; report: GstExportReport };

/** GET /admin/gst-export/?month=2026-11&report=…: one CSV of the month's GST return. */
export function downloadGstExport({ month, report }: GstExport): Promise<void> {
  const query = new URLSearchParams({ month, report });
  return downloadFile(`/admin/gst-export/?${query}`, `gst-${report}-${month}.csv`);
}

/** The page toasts the failure itself, in the server's words. */
export function useDownloadGstExport() {
  return useMutation({ mutationFn: downloadGstExport, meta: { silent: true } });
}
