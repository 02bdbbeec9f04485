import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export type SpooledFile = { path: string; bytes: number };

/**
 * Uploaded files parked on local disk while the rest of the form arrives: whether a request may store
 * anything (the product, the field, the order) is decided from its other fields, which may come after
 * the files, and only then is anything decoded. Disk, not memory, so a form's worth of large files
 * waiting for that answer costs no heap. `remove()` deletes them all; call it when the request ends.
 */
export function uploadSpool() {
  let folder: Promise<string> | null = null;
  let count = 0;
  return {
    /** Writes one file part as it streams in; a file cut short by the size limit is refused (413). */
    async save(file: Readable & { truncated?: boolean }): Promise<SpooledFile> {
      folder ??= mkdtemp(join(tmpdir(), "mithaas-upload-"));
      const path = join(await folder, String(++count));
      await pipeline(file, createWriteStream(path));
      if (file.truncated)
        throw Object.assign(new Error("file too large"), { code: "FST_REQ_FILE_TOO_LARGE" });
      return { path, bytes: (await stat(path)).size };
    },
    async remove(): Promise<void> {
      if (folder) await rm(await folder, { recursive: true, force: true });
    },
  };
}

export type UploadSpool = ReturnType<typeof uploadSpool>;
