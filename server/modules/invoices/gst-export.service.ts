import type { GstExportQuery } from "@contract/invoices";
import type { Db } from "@server/db/connect";
import { gstExportCsv, monthRange } from "./gst-export";
import { taxDocumentsIssuedBetween } from "./invoices.repository";

/** GET /api/admin/gst-export/: one report of a month's documents, by the India date they were issued. */
export async function gstExport(db: Db, query: GstExportQuery): Promise<{ filename: string; csv: string }> {
  const { from, to } = monthRange(query.month);
  const rows = await taxDocumentsIssuedBetween(db, from, to);
  return {
    filename: `gst-${query.report}-${query.month}.csv`,
    csv: gstExportCsv(
      query.report,
      rows.map((row) => row.document),
    ),
  };
}
