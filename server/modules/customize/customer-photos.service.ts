import type { Db } from "@server/db/connect";
import type { Storage } from "@server/platform/storage";
import { deleteStoredQuietly, type WarnLog } from "@server/platform/storage-cleanup";
import { type CartPhotos, keysInOrders } from "./customer-photos.repository";

/** Read inside the caller's own transaction (a staff change to a product), before its answers go. */
export { type CartPhotos, cartPhotosOfFields, cartPhotosOfProduct } from "./customer-photos.repository";

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

/**
 * After a staff change commits: deletes the photos whose answers went with it, keeping any an order of
 * the customer took (the cart's own rule), so nobody's private photo is left behind unreferenced.
 */
export async function deleteCartPhotos(
  deps: { db: Db; storage: Storage },
  photos: CartPhotos,
  log: WarnLog,
): Promise<void> {
  for (const [userId, keys] of photos) await deleteUnusedPhotos(deps, userId, keys, log);
}
