import type { Storage } from "./storage";

export type WarnLog = { warn(obj: unknown, msg?: string): void };

/**
 * A stored file younger than this is never removed by a retention job: the request that wrote it may
 * not have committed the row naming it yet (files are stored before the rows that use them).
 */
export const unusedFileGraceMs = 24 * 60 * 60_000;

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
