import { lowStockThreshold } from "@contract/admin/catalog";
import { type Dashboard, revenueDays } from "@contract/admin/dashboard";
import { paiseToDecimal } from "@contract/money";
import { lowStockCount } from "@server/modules/catalog/catalog.service";
import {
  indiaDate,
  type Takings,
  takingsBetween,
  takingsByIndiaDay,
  waitingToShip,
} from "@server/modules/orders/order-takings.service";
import type { AppDeps } from "@server/platform/deps";

/** The instant an India date (YYYY-MM-DD) begins; India keeps +05:30 all year. */
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** The India date `days` after `date` (negative for before). */
function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const wire = (takings: Takings) => ({
  orders: takings.orders,
  revenue: paiseToDecimal(takings.revenuePaise),
});
const none: Takings = { orders: 0, revenuePaise: 0 };

/** GET /api/admin/dashboard/: figures by India days and months, as of `now`. */
export async function dashboardFigures(deps: Pick<AppDeps, "db">, now = new Date()): Promise<Dashboard> {
  const today = indiaDate(now);
  const tomorrowStarts = indiaMidnight(addDays(today, 1));
  const firstDay = addDays(today, 1 - revenueDays);
  const [todays, months, byDay, waiting, lowStock] = await Promise.all([
    takingsBetween(deps.db, indiaMidnight(today), tomorrowStarts),
    takingsBetween(deps.db, indiaMidnight(`${today.slice(0, 7)}-01`), tomorrowStarts),
    takingsByIndiaDay(deps.db, indiaMidnight(firstDay)),
    waitingToShip(deps.db),
    lowStockCount(deps, lowStockThreshold),
  ]);
  return {
    today: wire(todays),
    this_month: wire(months),
    waiting_to_ship: waiting,
    low_stock: lowStock,
    low_stock_threshold: lowStockThreshold,
    daily_revenue: Array.from({ length: revenueDays }, (_, index) => {
      const date = addDays(firstDay, index);
      return { date, ...wire(byDay.get(date) ?? none) };
    }),
  };
}
