import type { AppDeps } from "@server/platform/deps";
import { variantKeysOf } from "@server/platform/image-variants";
import { deleteStoredQuietly, unusedFileGraceMs, type WarnLog } from "@server/platform/storage-cleanup";
import { picturesStillShown } from "./picture-references.repository";

/** Where POST /api/admin/media/ stores staff pictures; seed pictures live elsewhere and are never swept. */
export const staffPicturesFolder = "uploads";

const batchSize = 200;

/**
 * Deletes staff pictures (and their size variants) that nothing shows any more: no product, category,
 * banner, blog, policy or order line names them, no audit row of the last REMOVED_PICTURE_AUDIT_DAYS
 * does, and they were uploaded over a day ago (staff upload first and save the form after). See
 * docs/decisions for why audit rows keep them. Idempotent, so every instance may run it.
 */
export async function removeUnusedStaffPictures(
  deps: Pick<AppDeps, "db" | "storage" | "config">,
  log: WarnLog,
  now = Date.now(),
): Promise<number> {
  const candidates: string[] = [];
  for await (const { key, lastModified } of deps.storage.list(`${staffPicturesFolder}/`)) {
    if (now - lastModified.getTime() >= unusedFileGraceMs) candidates.push(key);
  }
  let removed = 0;
  for (let start = 0; start < candidates.length; start += batchSize) {
    const batch = candidates.slice(start, start + batchSize);
    const shown = await picturesStillShown(deps.db, batch, deps.config.media.removedPictureAuditDays);
    const unused = batch.filter((key) => !shown.has(key));
    await deleteStoredQuietly(deps.storage, [...unused.flatMap(variantKeysOf), ...unused], log);
    removed += unused.length;
  }
  return removed;
}
