import type { Db } from "@server/db/connect";
import { orderItems, orders } from "@server/db/schema";
import type { Storage } from "@server/platform/storage";
import { eq } from "drizzle-orm";

export type WarnLog = { warn(obj: unknown, msg?: string): void };

/**
 * Deletes files no row points at any more. Runs after the change has committed (or failed), so a
 * storage hiccup here leaves an orphan file to log, never a row pointing at a missing file.
 */
export async function deleteStoredQuietly(storage: Storage, keys: string[], log: WarnLog): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === "rejected") {
      log.warn({ err: result.reason, key: keys[index] }, "stored file not deleted");
    }
  });
}

/** The keys among `keys` that this customer's orders still name (an order copies its line's photo keys). */
async function keysInOrders(db: Db, userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ customizations: orderItems.customizations })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, userId));
  const wanted = new Set(keys);
  const named = rows.flatMap((row) => row.customizations.flatMap((answer) => answer.images ?? []));
  return new Set(named.filter((key) => wanted.has(key)));
}

/**
 * Deletes photos a cart line no longer uses, except those an order of the customer took with it: a
 * line removed or re-personalised after checkout must not take the order's photos away.
 */
export async function deleteUnusedPhotos(
  deps: { db: Db; storage: Storage },
  userId: number,
  keys: string[],
  log: WarnLog,
): Promise<void> {
  const kept = await keysInOrders(deps.db, userId, keys);
  await deleteStoredQuietly(
    deps.storage,
    keys.filter((key) => !kept.has(key)),
    log,
  );
}
