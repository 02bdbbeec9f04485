import {
  maxReviewPhotoBytes,
  maxReviewVideoBytes,
  maxReviewVideoSeconds,
  reviewMessages,
} from "../../../contract/review-rules";
import { newStorageKey, type Storage } from "../../platform/storage";
import { cleanPhoto, UploadRejected } from "../../platform/uploads";
import { checkVideo, isVideo } from "../../platform/video-check";

export type ReviewMediaType = "image" | "video";
export type StoredReviewFile = { key: string; mediaType: ReviewMediaType };

/** Review media are public once the review shows (the product page lists them), so they live under /media. */
const reviewFolder = "reviews";

async function cleanReviewPhoto(bytes: Buffer) {
  if (bytes.length > maxReviewPhotoBytes) throw new UploadRejected(413, reviewMessages.photoTooLarge);
  try {
    return await cleanPhoto(bytes);
  } catch (error) {
    // cleanPhoto speaks of photos only; a review also takes videos, so the refusal names both.
    if (error instanceof UploadRejected && error.statusCode === 415) {
      throw new UploadRejected(415, reviewMessages.fileType);
    }
    throw error;
  }
}

/**
 * Decides what one uploaded file is by its bytes, makes it safe to publish and stores it under a fresh
 * key: photos re-encoded without metadata (size variants come from /media/w{width}/), videos checked
 * for container and length and kept as sent. The key is pushed to `stored` before the write, so the
 * caller can delete it whatever happens next.
 */
export async function storeReviewFile(
  storage: Storage,
  bytes: Buffer,
  stored: string[],
): Promise<StoredReviewFile> {
  if (isVideo(bytes)) {
    if (bytes.length > maxReviewVideoBytes) throw new UploadRejected(413, reviewMessages.videoTooLarge);
    const video = checkVideo(bytes, maxReviewVideoSeconds);
    const key = newStorageKey(reviewFolder, video.extension);
    stored.push(key);
    await storage.put(key, bytes, video.contentType);
    return { key, mediaType: "video" };
  }
  const photo = await cleanReviewPhoto(bytes);
  const key = newStorageKey(reviewFolder, photo.extension);
  stored.push(key);
  await storage.put(key, photo.body, photo.contentType);
  return { key, mediaType: "image" };
}
