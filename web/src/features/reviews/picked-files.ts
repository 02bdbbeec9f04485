import {
  maxReviewFiles,
  maxReviewPhotoBytes,
  maxReviewVideoBytes,
  maxReviewVideos,
  reviewMessages,
} from "@contract/review-rules";

export type PickedFile = { key: string; file: File; type: "image" | "video"; url: string };

let counter = 0;

/**
 * The newly picked files the review can still take, each with a preview URL, and why any were left
 * out (the server checks again, by the bytes; this only spares a long upload that would be refused).
 */
export function takePicked(
  files: File[],
  type: "image" | "video",
  current: { total: number; videos: number },
): { taken: PickedFile[]; problem: string | null } {
  const taken: PickedFile[] = [];
  let problem: string | null = null;
  let { total, videos } = current;
  for (const file of files) {
    const tooBig = file.size > (type === "image" ? maxReviewPhotoBytes : maxReviewVideoBytes);
    if (tooBig) problem = type === "image" ? reviewMessages.photoTooLarge : reviewMessages.videoTooLarge;
    else if (total >= maxReviewFiles) problem = reviewMessages.tooManyFiles;
    else if (type === "video" && videos >= maxReviewVideos) problem = reviewMessages.tooManyVideos;
    else {
      counter += 1;
      taken.push({ key: `new-${counter}`, file, type, url: URL.createObjectURL(file) });
      total += 1;
      if (type === "video") videos += 1;
    }
  }
  return { taken, problem };
}
