import type { AppDeps } from "@server/platform/deps";
import type { WarnLog } from "@server/platform/storage-cleanup";
import { uploadSpool } from "@server/platform/upload-spool";
import type { FastifyRequest } from "fastify";
import { type StoredReviewFile, storeReviewFile } from "./review-file";
import { deleteReviewFiles } from "./review-files";
import { type ReviewForm, readReviewForm } from "./review-form";

/**
 * Runs a review write in three steps: read the form with its files parked undecoded, `check` what
 * needs no decoding, then decode and store the files and `write`. If anything fails before the change
 * commits, the stored files are deleted; once it has committed they belong to the review.
 */
export async function withUploads<V, T>(
  deps: Pick<AppDeps, "storage">,
  request: FastifyRequest,
  log: WarnLog,
  steps: {
    check(form: ReviewForm): Promise<V>;
    write(values: V, files: StoredReviewFile[]): Promise<T>;
  },
): Promise<T> {
  const spool = uploadSpool();
  const stored: string[] = [];
  try {
    const form = await readReviewForm(request, spool);
    const values = await steps.check(form);
    const files: StoredReviewFile[] = [];
    for (const received of form.files) files.push(await storeReviewFile(deps.storage, received, stored));
    return await steps.write(values, files);
  } catch (error) {
    await deleteReviewFiles(deps.storage, stored, log);
    throw error;
  } finally {
    await spool.remove();
  }
}
