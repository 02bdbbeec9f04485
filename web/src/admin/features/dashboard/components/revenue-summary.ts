import type { Dashboard } from "@contract/admin/dashboard";
import { formatInr, toPaise } from "@contract/money";
import { longDayLabel } from "./day-label";

/** One sentence for the chart: the 30 days' total and the best day, for screen readers and a glance. */
export function revenueSummary(days: Dashboard["daily_revenue"]): string {
  const totalPaise = days.reduce((sum, day) => sum + toPaise(day.revenue), 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<Dashboard["daily_revenue"][number] | null>(
    (top, day) => (toPaise(day.revenue) > (top ? toPaise(top.revenue) : 0) ? day : top),
    null,
  );
  const total = `${formatInr(totalPaise)} from ${orders} paid ${orders === 1 ? "order" : "orders"} in the last ${days.length} days`;
  return best
    ? `${total}; best day ${longDayLabel(best.date)} with ${formatInr(toPaise(best.revenue))}.`
    : `${total}.`;
}
