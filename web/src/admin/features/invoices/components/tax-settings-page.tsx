import { useTaxSettings } from "@web/admin/api/get-tax-settings";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { usePageTitle } from "@web/lib/use-page-title";
import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { GstExportPanel } from "./gst-export-panel";
import { TaxSettingsForm } from "./tax-settings-form";
import { UninvoicedOrders } from "./uninvoiced-orders";

function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-cocoa-100 bg-white p-4 md:p-6">
      <h2 id={id} className="text-lg text-cocoa-900">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-cocoa-600">{hint}</p>
      {children}
    </section>
  );
}

/** Tax & invoices: whether invoices are being issued, the seller's GST details, and the month's export. */
export default function TaxSettingsPage() {
  usePageTitle("Tax & invoices");
  const taxSettings = useTaxSettings();
  return (
    <>
      <AdminPageHeader title="Tax & invoices" />
      {taxSettings.isPending ? (
        <PageSpinner />
      ) : taxSettings.isError ? (
        <ErrorState message="Could not load the tax settings" onRetry={() => taxSettings.refetch()} />
      ) : (
        <div className="max-w-4xl space-y-6">
          {!taxSettings.data.issuing && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm"
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Invoices are not being issued: fill in the seller's GST details below.
            </p>
          )}
          <UninvoicedOrders taxSettings={taxSettings.data} />
          <Section title="Seller's GST details" hint="Printed on every invoice and credit note.">
            <TaxSettingsForm taxSettings={taxSettings.data} />
          </Section>
          <Section
            title="Monthly GST export"
            hint="The month's invoices and credit notes, by India's calendar, for the GST return."
          >
            <GstExportPanel />
          </Section>
        </div>
      )}
    </>
  );
}
