import type { Dashboard } from "@contract/admin/dashboard";
import { formatAmount } from "@web/lib/format-money";
import { longDayLabel } from "./day-label";

/** The chart's figures, newest day first, for reading exact amounts and for screen readers. */
export function RevenueTable({ days }: { days: Dashboard["daily_revenue"] }) {
  return (
    <details className="mt-4 rounded-lg border border-cocoa-100">
      <summary className="cursor-pointer px-4 py-2.5 text-sm font-medium text-cocoa-800">
        Daily figures as a table
      </summary>
      <div className="max-h-80 overflow-y-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Paid orders and revenue per day, last 30 days</caption>
          <thead className="sticky top-0 bg-cocoa-50 text-xs text-cocoa-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">
                Day
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Orders
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cocoa-100">
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row" className="px-4 py-2 font-normal text-cocoa-800">
                  {longDayLabel(day.date)}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{day.orders}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatAmount(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
