import type { Db } from "@server/db/connect";
import type { AppDeps } from "./deps";

/**
 * A staff write to something the store shows (offers, coupons, shipping zones): the change and its
 * audit row commit in one transaction, then the public cache clears what shows it (`tags`,
 * `cache-tags.ts`) on every instance, so the next public request sees it. Nothing is invalidated when
 * the transaction fails.
 */
export async function publicWrite<T>(
  deps: Pick<AppDeps, "db" | "publicCache">,
  tags: readonly string[],
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(change);
  await deps.publicCache.invalidate(tags);
  return result;
}
