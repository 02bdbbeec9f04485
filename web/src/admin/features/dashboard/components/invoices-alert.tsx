import { useTaxSettings } from "@web/admin/api/get-tax-settings";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";

/**
 * At the top of the dashboard while invoices are not being issued or paid orders still lack one, so
 * staff do not miss it; nothing while all is well (or the settings cannot be read: the page itself says).
 */
export function InvoicesAlert() {
  const taxSettings = useTaxSettings();
  if (!taxSettings.data) return null;
  const { issuing, uninvoiced_count: count } = taxSettings.data;
  if (issuing && count === 0) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        {!issuing && <p>Invoices are not being issued: fill in the seller's GST details.</p>}
        {count > 0 && (
          <p>
            {count} paid {count === 1 ? "order has" : "orders have"} no invoice yet.
          </p>
        )}
        <Link to="/admin/tax-settings" className="inline-block text-amber-800 underline underline-offset-2">
          Go to Tax & invoices
        </Link>
      </div>
    </div>
  );
}
