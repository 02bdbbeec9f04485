import { maxReviewFiles, maxReviewVideos, reviewMessages } from "@contract/review-rules";
import {
  type MyReview,
  type MyReviewsQuery,
  type ReviewSaved,
  reviewEditValues,
  reviewFormValues,
} from "@contract/reviews";
import type { AuthUser } from "@server/platform/auth";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid, notFound } from "@server/platform/errors";
import type { WarnLog } from "@server/platform/storage-cleanup";
import type { FastifyRequest } from "fastify";
import type { ReviewMediaType } from "./review-file";
import { deleteReviewFiles } from "./review-files";
import { formValues } from "./review-form";
import { withUploads } from "./review-uploads";
import { toMyReviews } from "./review-view";
import {
  appendMedia,
  deleteMedia,
  findOwnOrder,
  findReviewWithAuthor,
  insertReview,
  listOwnReviews,
  lockOwnReview,
  mediaOfReviews,
  orderHasProduct,
  updateReview,
} from "./reviews.repository";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;
type Tx = Deps["db"];

/** Product §6: only the owner of a DELIVERED order reviews, and only a product that order holds. */
async function checkMayReview(tx: Tx, userId: number, orderId: number, productId: number) {
  const order = await findOwnOrder(tx, userId, orderId);
  if (!order) throw notFound(reviewMessages.orderNotFound);
  if (order.status !== "DELIVERED") throw new AppError("forbidden", reviewMessages.notDelivered);
  if (!(await orderHasProduct(tx, orderId, productId))) {
    throw invalid(reviewMessages.notInOrder, { product_id: [reviewMessages.notInOrder] });
  }
}

async function loadMyReview(deps: Deps, id: number): Promise<MyReview> {
  const row = await findReviewWithAuthor(deps.db, id);
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  const [review] = toMyReviews([row], await mediaOfReviews(deps.db, [id]), deps.storage);
  if (!review) throw notFound(reviewMessages.reviewNotFound);
  return review;
}

/** POST /products/reviews/: one review per product and order (a second one is 409); 201 with it. */
export async function createReview(
  deps: Deps,
  user: AuthUser,
  request: FastifyRequest,
  log: WarnLog,
): Promise<ReviewSaved> {
  const saved = await withUploads(deps, request, log, {
    async check(form) {
      const values = formValues(reviewFormValues, form);
      await checkMayReview(deps.db, user.id, values.order_id, values.product_id);
      if ((await listOwnReviews(deps.db, user.id, values.order_id, values.product_id)).length > 0) {
        throw new AppError("conflict", reviewMessages.alreadyReviewed);
      }
      return values;
    },
    write: (values, files) =>
      deps.db.transaction(async (tx) => {
        await checkMayReview(tx, user.id, values.order_id, values.product_id);
        const review = await insertReview(tx, {
          userId: user.id,
          orderId: values.order_id,
          productId: values.product_id,
          rating: values.rating,
          text: values.text,
        });
        if (!review) throw new AppError("conflict", reviewMessages.alreadyReviewed);
        await appendMedia(tx, review.id, files);
        return { id: review.id, productId: values.product_id };
      }),
  });
  // Its product's page and cards show the rating (decision 28).
  await deps.publicCache.invalidate([cacheTags.product(saved.productId)]);
  return { message: reviewMessages.submitted, review: await loadMyReview(deps, saved.id) };
}

/**
 * The author's review (anyone else's is not found), the saved files the edit removes (each must be
 * one of them) and the limits on what it keeps plus what it adds. Inside a transaction the review
 * stays locked until it ends.
 */
async function checkEdit(
  tx: Tx,
  userId: number,
  id: number,
  removeMedia: number[],
  added: ReviewMediaType[],
) {
  const review = await lockOwnReview(tx, userId, id);
  if (!review) throw notFound(reviewMessages.reviewNotFound);
  const saved = await mediaOfReviews(tx, [review.id]);
  const removing = new Set(removeMedia);
  if ([...removing].some((mediaId) => !saved.some((media) => media.id === mediaId))) {
    throw invalid(reviewMessages.unknownMedia, { remove_media: [reviewMessages.unknownMedia] });
  }
  const kept = saved.filter((media) => !removing.has(media.id));
  const after = [...kept.map((media) => media.mediaType), ...added];
  if (after.length > maxReviewFiles) {
    throw invalid(reviewMessages.tooManyFiles, { files: [reviewMessages.tooManyFiles] });
  }
  if (after.filter((type) => type === "video").length > maxReviewVideos) {
    throw invalid(reviewMessages.tooManyVideos, { files: [reviewMessages.tooManyVideos] });
  }
  return { review, removed: saved.filter((media) => removing.has(media.id)) };
}

/**
 * PUT /products/reviews/{id}/: the author changes rating and text, removes files by id and adds new
 * ones, within the same limits; anyone else's review is not found. Removed files leave storage after
 * the change commits.
 */
export async function editReview(
  deps: Deps,
  user: AuthUser,
  id: number,
  request: FastifyRequest,
  log: WarnLog,
): Promise<ReviewSaved> {
  const edited = await withUploads(deps, request, log, {
    async check(form) {
      const values = formValues(reviewEditValues, form);
      const added = form.files.map((file) => file.mediaType);
      await checkEdit(deps.db, user.id, id, values.remove_media, added);
      return values;
    },
    write: (values, files) =>
      deps.db.transaction(async (tx) => {
        const added = files.map((file) => file.mediaType);
        const { review, removed } = await checkEdit(tx, user.id, id, values.remove_media, added);
        await updateReview(tx, review.id, { rating: values.rating, text: values.text });
        await deleteMedia(
          tx,
          review.id,
          removed.map((media) => media.id),
        );
        await appendMedia(tx, review.id, files);
        return { productId: review.productId, removedKeys: removed.map((media) => media.storageKey) };
      }),
  });
  // Pages first forget the removed files, then the files go.
  await deps.publicCache.invalidate([cacheTags.product(edited.productId)]);
  await deleteReviewFiles(deps.storage, edited.removedKeys, log);
  return { message: reviewMessages.updated, review: await loadMyReview(deps, id) };
}

/** GET /products/reviews/?order=&product=: the customer's own reviews, hidden ones included. */
export async function listMyReviews(deps: Deps, user: AuthUser, query: MyReviewsQuery): Promise<MyReview[]> {
  const rows = await listOwnReviews(deps.db, user.id, query.order, query.product);
  const media = await mediaOfReviews(
    deps.db,
    rows.map((row) => row.review.id),
  );
  return toMyReviews(rows, media, deps.storage);
}
