import type { AppDeps } from "@server/platform/deps";
import { customerPhotosFolder, photoOwnerOf } from "@server/platform/private-photos";
import { deleteStoredQuietly, unusedFileGraceMs, type WarnLog } from "@server/platform/storage-cleanup";
import { photosInUse } from "./customer-photos.repository";

/**
 * Deletes customers' photos no row needs any more: not in a cart, not in a paid or waiting order, nor
 * in an unpaid order released less than UNPAID_ORDER_PHOTO_DAYS ago (a late payment may revive it),
 * and written over a day ago. That covers photos of expired and replaced orders, those a removed cart
 * line left to an order that was then released, and files a crash or a failed delete left behind.
 * Idempotent, so every instance may run it: two runs at once delete the same files, which is harmless,
 * and a file is needed again only through a row that names it, which keeps it.
 */
export async function removeUnusedCustomerPhotos(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  log: WarnLog,
  now = Date.now(),
): Promise<number> {
  const byOwner = new Map<number | null, string[]>();
  for await (const { key, lastModified } of deps.storage.list(customerPhotosFolder)) {
    if (now - lastModified.getTime() < unusedFileGraceMs) continue;
    const owner = photoOwnerOf(key);
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), key]);
  }
  let removed = 0;
  for (const [owner, keys] of byOwner) {
    const inUse =
      owner === null ? new Set() : await photosInUse(deps.db, owner, deps.config.media.unpaidOrderPhotoDays);
    const unused = keys.filter((key) => !inUse.has(key));
    await deleteStoredQuietly(deps.storage, unused, log);
    removed += unused.length;
  }
  return removed;
}
