import { reviewFormFields } from "@contract/review-rules";
import type { ReviewSaved } from "@contract/reviews";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { myReviewsQueryOptions } from "./get-my-reviews";

export type ReviewDraft = {
  productId: number;
  orderId: number;
  /** The review being edited; absent for a new one. */
  reviewId?: number;
  rating: number;
  text: string;
  files: { file: File; type: "image" | "video" }[];
  /** Saved files to delete (edit only). */
  removeMedia: number[];
};

function formOf(draft: ReviewDraft): FormData {
  const form = new FormData();
  form.append(reviewFormFields.productId, String(draft.productId));
  form.append(reviewFormFields.orderId, String(draft.orderId));
  form.append(reviewFormFields.rating, String(draft.rating));
  form.append(reviewFormFields.text, draft.text);
  for (const id of draft.removeMedia) form.append(reviewFormFields.removeMedia, String(id));
  for (const { file, type } of draft.files) {
    form.append(reviewFormFields.files, file, file.name);
    form.append(reviewFormFields.mediaTypes, type);
  }
  return form;
}

/** POST /products/reviews/ for a new review, PUT /products/reviews/{id}/ for an edit (multipart). */
export function saveReview(draft: ReviewDraft): Promise<ReviewSaved> {
  return draft.reviewId === undefined
    ? apiRequest<ReviewSaved>("/products/reviews/", { method: "POST", body: formOf(draft) })
    : apiRequest<ReviewSaved>(`/products/reviews/${draft.reviewId}/`, { method: "PUT", body: formOf(draft) });
}

/** The panel toasts the outcome itself; the saved review replaces its old copy in the order's list. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    meta: { silent: true },
    onSuccess: ({ review }, draft) =>
      queryClient.setQueryData(myReviewsQueryOptions(draft.orderId).queryKey, (mine) =>
        mine ? [...mine.filter((each) => each.id !== review.id), review] : [review],
      ),
  });
}
