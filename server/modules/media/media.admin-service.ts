import { mediaMessages, type UploadedMedia } from "@contract/admin/media";
import { customizationMessages } from "@contract/cart-rules";
import type {} from "@fastify/multipart";
import type { AppDeps } from "@server/platform/deps";
import { invalid, tooLarge, unsupportedMedia } from "@server/platform/errors";
import { newStorageKey } from "@server/platform/storage";
import { cleanPhoto, type MultipartLimit, refusedOverLimit } from "@server/platform/uploads";
import type { FastifyRequest } from "fastify";
import { staffPicturesFolder } from "./picture-retention";

const limitMessages: Record<MultipartLimit, string> = {
  FST_REQ_FILE_TOO_LARGE: mediaMessages.tooLarge,
  FST_FILES_LIMIT: mediaMessages.oneFile,
  FST_FIELDS_LIMIT: mediaMessages.oneFile,
  FST_PARTS_LIMIT: mediaMessages.oneFile,
};

/** The form's one file, read whole. Every part is read, so a second file is refused rather than left unread. */
async function readOnePicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedMedia(customizationMessages.notMultipart);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file" || bytes) throw tooLarge(mediaMessages.oneFile);
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw refusedOverLimit(error, limitMessages);
  }
  if (!bytes) throw invalid(mediaMessages.noFile, { file: [mediaMessages.noFile] });
  return bytes;
}

/**
 * POST /api/admin/media/: a staff picture checked by its bytes and re-encoded like a customer's photo
 * (no SVG, no metadata), stored publicly under a fresh name. The record that uses it (product,
 * banner, …) saves its key; until one does, the retention job may remove it after a day.
 */
export async function storeStaffPicture(
  deps: Pick<AppDeps, "storage">,
  request: FastifyRequest,
): Promise<UploadedMedia> {
  const picture = await cleanPhoto(await readOnePicture(request));
  const key = newStorageKey(staffPicturesFolder, picture.extension);
  await deps.storage.put(key, picture.body, picture.contentType);
  return { key, url: deps.storage.url(key) };
}
