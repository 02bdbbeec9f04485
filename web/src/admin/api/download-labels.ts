import { useMutation, useQueryClient } from "@tanstack/react-query";
import { downloadFile } from "@web/lib/download-file";
import { afterShipmentChange } from "./after-shipment-change";

/** GET /admin/shipments/labels/: each order's packing slip, then its courier label, in the order given. */
export function labelsPath(orderIds: number[]): string {
  return `/admin/shipments/labels/?order_ids=${orderIds.join(",")}&parts=both`;
}

/**
 * Downloads one PDF of slips and labels to print. Printing stamps the orders packed, so the orders are
 * asked again; a failure is the screen's to show in the server's words.
 */
export function useDownloadLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderIds: number[]) => downloadFile(labelsPath(orderIds), "labels-and-slips.pdf"),
    meta: { silent: true },
    onSuccess: () => afterShipmentChange(queryClient),
  });
}
