import { z } from "zod";
import { decimalAmount } from "../catalog";

/** Paid orders and what they brought in: paid and not refunded, total including shipping. */
const takings = z.object({ orders: z.number().int(), revenue: decimalAmount });

/** How many days the revenue chart covers, today included. */
export const revenueDays = 30;

/**
 * GET /api/admin/dashboard/: the back office's landing figures. Days and months are India days
 * (Asia/Kolkata); `daily_revenue` has every one of the last `revenueDays` days, oldest first, zeros included.
 */
export const dashboard = z.object({
  today: takings,
  this_month: takings,
  waiting_to_ship: z.number().int(),
  low_stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  daily_revenue: z.array(takings.extend({ date: z.string() })),
});
export type Dashboard = z.infer<typeof dashboard>;
