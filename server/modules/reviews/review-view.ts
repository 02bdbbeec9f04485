import type { MyReview } from "@contract/reviews";
import { toReviews } from "@server/modules/catalog/reviews-view.service";
import type { Storage } from "@server/platform/storage";
import type { ReviewMediaRow, ReviewRow } from "./reviews.repository";

export type ReviewWithAuthor = { review: ReviewRow; firstName: string; lastName: string };

/** The customer's own reviews as the order page's panel reads them: the product page's shape plus ids. */
export function toMyReviews(rows: ReviewWithAuthor[], media: ReviewMediaRow[], storage: Storage): MyReview[] {
  const shown = toReviews(
    rows.map(({ review, firstName, lastName }) => ({ ...review, firstName, lastName })),
    media,
    storage,
  );
  return rows.flatMap(({ review }, index) => {
    const view = shown[index];
    if (!view) return [];
    return [
      {
        ...view,
        product_id: review.productId,
        order_id: review.orderId,
        updated_at: review.updatedAt.toISOString(),
      },
    ];
  });
}
