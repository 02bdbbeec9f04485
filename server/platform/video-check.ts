import { reviewMessages } from "@contract/review-rules";
import { invalid, unsupportedMedia } from "./errors";
import { isMp4Video, mp4Seconds } from "./mp4-duration";
import { looksLikeEbml, webmSeconds } from "./webm-duration";

export type CheckedVideo = { extension: "mp4" | "webm"; contentType: string; seconds: number };

/** Whether the bytes are a video container we take (MP4 by its `ftyp` brand, WebM by its EBML header). */
export function isVideo(bytes: Buffer): boolean {
  return isMp4Video(bytes) || looksLikeEbml(bytes);
}

/**
 * A customer's video, decided by its bytes and kept as sent: there is no transcoder here, so the
 * length comes from the timing players follow, the samples' own (MP4 sample tables and fragments,
 * WebM cluster and block times), never from a header field that says how long: those a sender
 * writes at will. A video whose timing cannot be read is refused, as one too long is: the limit must hold.
 */
export function checkVideo(bytes: Buffer, maxSeconds: number): CheckedVideo {
  const mp4 = isMp4Video(bytes);
  const seconds = mp4 ? mp4Seconds(bytes) : webmSeconds(bytes);
  if (seconds === null || !Number.isFinite(seconds)) {
    throw unsupportedMedia(reviewMessages.videoUnreadable);
  }
  if (seconds > maxSeconds) throw invalid(reviewMessages.videoTooLong);
  return mp4
    ? { extension: "mp4", contentType: "video/mp4", seconds }
    : { extension: "webm", contentType: "video/webm", seconds };
}
