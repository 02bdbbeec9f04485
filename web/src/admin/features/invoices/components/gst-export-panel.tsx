import { type GstExportReport, gstExportQuery } from "@contract/invoices";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/form-field";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { Download } from "lucide-react";
import { useState } from "react";
import { useDownloadGstExport } from "../api/download-gst-export";
import { lastMonthInIndia } from "./last-month";

const reports: { report: GstExportReport; label: string }[] = [
  { report: "documents", label: "Invoices and credit notes" },
  { report: "b2cs", label: "B2C summary by state and rate" },
  { report: "hsn", label: "HSN summary" },
];

/** A month's figures for the GST return, as three CSVs for the accountant; last month unless staff pick another. */
export function GstExportPanel() {
  const [month, setMonth] = useState(() => lastMonthInIndia(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const download = useDownloadGstExport();

  const start = (report: GstExportReport) => {
    const checked = gstExportQuery.shape.month.safeParse(month);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (!checked.success) return;
    download.mutate(
      { month, report },
      {
        onError: (error) =>
          toast.error(serverMessageOr(error, "Could not download the export. Please try again.")),
      },
    );
  };
  return (
    <div className="space-y-4">
      <div className="max-w-48">
        <TextField
          label="Month"
          type="month"
          placeholder="2026-11"
          value={month}
          error={problem ?? undefined}
          onChange={(event) => setMonth(event.target.value)}
        />
      </div>
      {/* On a phone one under another, "(CSV)" for screen readers only: else the longest label wraps in its pill. */}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {reports.map(({ report, label }) => (
          <Button
            key={report}
            variant="outline"
            size="sm"
            disabled={download.isPending}
            aria-busy={download.isPending && download.variables?.report === report}
            onClick={() => start(report)}
          >
            <Download aria-hidden="true" className="size-4" />
            <span>
              {label} <span className="sr-only sm:not-sr-only">(CSV)</span>
            </span>
          </Button>
        ))}
      </div>
    </div>
  );
}
