import { invalid } from "@server/platform/errors";
import { isPrivateKey, isValidStorageKey, type Storage } from "@server/platform/storage";

type KeyField = { field: string; label: string; key: string; previous?: string | null };

/**
 * 400 naming every field whose picture key is new and names no stored public file: staff send the
 * keys `POST /api/admin/media/` gave them, so anything else is a typo, a stale form or a probe. A key
 * the record already had is kept without a check, so an edit never fails on an old picture.
 */
export async function requireStoredPictures(storage: Storage, fields: KeyField[]): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const { field, label, key, previous } of fields) {
    if (key === previous) continue;
    const usable = isValidStorageKey(key) && !isPrivateKey(key) && (await storage.exists(key));
    if (!usable) errors[field] = [`Upload the ${label} again: that picture was not found`];
  }
  if (Object.keys(errors).length > 0) throw invalid("Please fix the highlighted fields", errors);
}
