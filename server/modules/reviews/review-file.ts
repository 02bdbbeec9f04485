import { open, readFile } from "node:fs/promises";
import {
  maxReviewPhotoBytes,
  maxReviewVideoBytes,
  maxReviewVideoSeconds,
  reviewMessages,
} from "@contract/review-rules";
import { AppError, tooLarge, unsupportedMedia } from "@server/platform/errors";
import { newStorageKey, type Storage } from "@server/platform/storage";
import type { SpooledFile } from "@server/platform/upload-spool";
import { cleanPhoto, looksLikePicture } from "@server/platform/uploads";
import { checkVideo, isVideo } from "@server/platform/video-check";

export type ReviewMediaType = "image" | "video";
export type StoredReviewFile = { key: string; mediaType: ReviewMediaType };
/** A file as received: parked on disk, its kind told by its first bytes, not yet decoded or stored. */
export type ReceivedReviewFile = { file: SpooledFile; mediaType: ReviewMediaType };

/** Review media are public once the review shows (the product page lists them), so they live under /media. */
const reviewFolder = "reviews";

async function cleanReviewPhoto(path: string) {
  try {
    return await cleanPhoto(path);
  } catch (error) {
    // cleanPhoto speaks of photos only; a review also takes videos, so the refusal names both.
    if (error instanceof AppError && error.kind === "unsupported_media") {
      throw unsupportedMedia(reviewMessages.fileType);
    }
    throw error;
  }
}

/** Enough of a file's start to tell a video container from a picture. */
async function headOf(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * What a received file is, by its first bytes and its size: a video or a photo (anything else is
 * refused), each within its own size limit. Nothing is decoded, so this can run before the request is known to be allowed.
 */
export async function receivedReviewFile(file: SpooledFile): Promise<ReceivedReviewFile> {
  const head = await headOf(file.path);
  const mediaType = isVideo(head) ? "video" : "image";
  if (mediaType === "image" && !looksLikePicture(head)) throw unsupportedMedia(reviewMessages.fileType);
  if (mediaType === "video" && file.bytes > maxReviewVideoBytes) {
    throw tooLarge(reviewMessages.videoTooLarge);
  }
  if (mediaType === "image" && file.bytes > maxReviewPhotoBytes) {
    throw tooLarge(reviewMessages.photoTooLarge);
  }
  return { file, mediaType };
}

/**
 * Makes one received file safe to publish and stores it under a fresh key: photos re-encoded without
 * metadata (size variants come from /media/w{width}/), videos checked for container and length and
 * kept as sent. The key is pushed to `stored` before the write, so the caller can delete it whatever
 * happens next. Call it only once the review is known to be allowed: a photo takes a decode turn.
 */
export async function storeReviewFile(
  storage: Storage,
  received: ReceivedReviewFile,
  stored: string[],
): Promise<StoredReviewFile> {
  if (received.mediaType === "video") {
    const bytes = await readFile(received.file.path);
    const video = checkVideo(bytes, maxReviewVideoSeconds);
    const key = newStorageKey(reviewFolder, video.extension);
    stored.push(key);
    await storage.put(key, bytes, video.contentType);
    return { key, mediaType: "video" };
  }
  const photo = await cleanReviewPhoto(received.file.path);
  const key = newStorageKey(reviewFolder, photo.extension);
  stored.push(key);
  await storage.put(key, photo.body, photo.contentType);
  return { key, mediaType: "image" };
}
