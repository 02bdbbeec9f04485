import { maxReviewVideos, reviewFormFields, reviewMessages } from "@contract/review-rules";
import type {} from "@fastify/multipart";
import { invalid, tooLarge, unsupportedMedia } from "@server/platform/errors";
import type { UploadSpool } from "@server/platform/upload-spool";
import { type MultipartLimit, refusedOverLimit } from "@server/platform/uploads";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { type ReceivedReviewFile, receivedReviewFile } from "./review-file";

export type ReviewForm = { values: Record<string, string | string[]>; files: ReceivedReviewFile[] };

const single = new Set<string>([
  reviewFormFields.productId,
  reviewFormFields.orderId,
  reviewFormFields.rating,
  reviewFormFields.text,
]);

const limitMessages: Record<MultipartLimit, string> = {
  FST_REQ_FILE_TOO_LARGE: reviewMessages.videoTooLarge,
  FST_FILES_LIMIT: reviewMessages.tooManyFiles,
  FST_FIELDS_LIMIT: reviewMessages.tooManyFields,
  FST_PARTS_LIMIT: reviewMessages.tooManyFields,
};

/** `media_types`, when sent, must say "image" or "video" for each file, and say it truly. */
function checkClaimedTypes(claimed: string[], files: ReceivedReviewFile[]): void {
  claimed.forEach((type, index) => {
    if (type !== "image" && type !== "video") {
      throw invalid(reviewMessages.mediaType, { media_types: [reviewMessages.mediaType] });
    }
    const actual = files[index]?.mediaType;
    if (actual && actual !== type) {
      const message = reviewMessages.mediaTypeMismatch(index + 1, actual);
      throw invalid(message, { media_types: [message] });
    }
  });
}

/**
 * Reads a review's multipart form (product §7) as it streams in, parking each file in `spool`: its kind
 * and size are checked at once, but nothing is decoded or stored until the caller knows the review is
 * allowed. Limits stop the read mid-way (413).
 */
export async function readReviewForm(request: FastifyRequest, spool: UploadSpool): Promise<ReviewForm> {
  if (!request.isMultipart()) throw unsupportedMedia(reviewMessages.notMultipart);
  const values: Record<string, string | string[]> = {};
  const claimed: string[] = [];
  const removeMedia: string[] = [];
  const files: ReceivedReviewFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== reviewFormFields.files) {
          throw invalid(reviewMessages.unknownField, { [part.fieldname]: [reviewMessages.unknownField] });
        }
        files.push(await receivedReviewFile(await spool.save(part.file)));
        if (files.filter((each) => each.mediaType === "video").length > maxReviewVideos) {
          throw invalid(reviewMessages.tooManyVideos, { files: [reviewMessages.tooManyVideos] });
        }
        continue;
      }
      if (part.valueTruncated) throw tooLarge(reviewMessages.tooManyFields);
      const value = typeof part.value === "string" ? part.value : "";
      if (part.fieldname === reviewFormFields.mediaTypes) claimed.push(value);
      else if (part.fieldname === reviewFormFields.removeMedia) removeMedia.push(value);
      else if (single.has(part.fieldname)) values[part.fieldname] = value;
      else {
        throw invalid(reviewMessages.unknownField, { [part.fieldname]: [reviewMessages.unknownField] });
      }
    }
  } catch (error) {
    throw refusedOverLimit(error, limitMessages);
  }
  checkClaimedTypes(claimed, files);
  return { values: { ...values, [reviewFormFields.removeMedia]: removeMedia }, files };
}

/** The form's text fields checked by a contract schema; field errors answer 400 like any JSON route. */
export function formValues<T extends z.ZodType>(schema: T, form: ReviewForm): z.output<T> {
  const parsed = schema.safeParse(form.values);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "body");
    fields[field] = [...(fields[field] ?? []), issue.message];
  }
  const [first] = parsed.error.issues;
  throw invalid(first?.message ?? "The review is not valid", fields);
}
