import type { Dashboard } from "@contract/admin/dashboard";
import { formatInr, toPaise } from "@contract/money";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { IndianRupee, PackageCheck, PackageMinus, TrendingUp } from "lucide-react";
import { useDashboard } from "../api/get-dashboard";
import { FigureCard } from "./figure-card";
import { InvoicesAlert } from "./invoices-alert";
import { RevenueChart } from "./revenue-chart";
import { revenueSummary } from "./revenue-summary";
import { RevenueTable } from "./revenue-table";

const orderCount = (orders: number) => `${orders} paid ${orders === 1 ? "order" : "orders"}`;

/** The back office's landing page: how today and this month are going, and what needs doing. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <InvoicesAlert />
      {dashboard.isPending ? (
        <PageSpinner />
      ) : dashboard.isError ? (
        <ErrorState message="Could not load the dashboard" onRetry={() => dashboard.refetch()} />
      ) : (
        <Figures figures={dashboard.data} />
      )}
    </>
  );
}

function Figures({ figures }: { figures: Dashboard }) {
  const summary = revenueSummary(figures.daily_revenue);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          label="Today"
          icon={IndianRupee}
          value={formatInr(toPaise(figures.today.revenue))}
          detail={orderCount(figures.today.orders)}
        />
        <FigureCard
          label="This month"
          icon={TrendingUp}
          value={formatInr(toPaise(figures.this_month.revenue))}
          detail={orderCount(figures.this_month.orders)}
        />
        <FigureCard
          label="Waiting to ship"
          icon={PackageCheck}
          value={String(figures.waiting_to_ship)}
          detail="Paid orders still processing"
          to="/admin/orders?order_status=PROCESSING"
          tone={figures.waiting_to_ship > 0 ? "alert" : "plain"}
        />
        <FigureCard
          label="Low stock"
          icon={PackageMinus}
          value={String(figures.low_stock)}
          detail={`Products on sale with ${figures.low_stock_threshold} or fewer left`}
          to="/admin/low-stock"
          tone={figures.low_stock > 0 ? "alert" : "plain"}
        />
      </div>
      <section
        aria-labelledby="revenue-heading"
        className="mt-6 rounded-xl border border-cocoa-100 bg-white p-4 sm:p-5"
      >
        <h2 id="revenue-heading" className="font-display text-lg text-cocoa-900">
          Revenue, last 30 days
        </h2>
        <p className="mt-1 mb-4 text-sm text-cocoa-600">{summary}</p>
        <RevenueChart days={figures.daily_revenue} summary={`Bar chart: ${summary}`} />
        <RevenueTable days={figures.daily_revenue} />
      </section>
    </>
  );
}
