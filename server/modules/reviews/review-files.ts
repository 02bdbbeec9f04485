import { variantKeysOf } from "@server/platform/image-variants";
import type { Storage } from "@server/platform/storage";
import { deleteStoredQuietly, type WarnLog } from "@server/platform/storage-cleanup";

/**
 * Deletes review files no row names any more, with the size variants /media/w{width}/ made of them.
 * Called after the change committed (or failed), so a storage hiccup leaves an orphan file to log,
 * never a review pointing at a missing file.
 */
export async function deleteReviewFiles(storage: Storage, keys: string[], log: WarnLog): Promise<void> {
  const variants = keys.filter((key) => !/\.(mp4|webm)$/.test(key)).flatMap(variantKeysOf);
  await deleteStoredQuietly(storage, [...keys, ...variants], log);
}
