import type { AppDeps } from "@server/platform/deps";
import { listBestSellerIds } from "./best-sellers.repository";

const day = 24 * 60 * 60 * 1000;

/**
 * What shoppers bought most in the last `days` (paid, not refunded): the ids of up to `limit`
 * products. app.ts hands this to catalog for search's "Popular gifts", since catalog may not call orders.
 */
export function bestSellerIds(deps: Pick<AppDeps, "db">, now: Date, days: number, limit: number) {
  return listBestSellerIds(deps.db, new Date(now.getTime() - days * day), limit);
}
