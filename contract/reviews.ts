import { z } from "zod";
import { productReview } from "./catalog";
import { idParam } from "./ids";
import { maxReviewTextLength, reviewMessages } from "./review-rules";
import { multiLineText } from "./text";

/**
 * GET /products/reviews/?order={orderId}&product={productId}: the signed-in customer's own reviews of
 * that order (of that one product when `product` is given), as a list (product §7).
 */
export const myReviewsQuery = z.object({
  order: idParam("order"),
  product: idParam("product").optional(),
});
export type MyReviewsQuery = z.infer<typeof myReviewsQuery>;

/** Product §3 "Review" plus which product and order it is about, for the order page's panel. */
export const myReview = productReview.extend({
  product_id: z.number().int(),
  order_id: z.number().int(),
  updated_at: z.string(),
});
export type MyReview = z.infer<typeof myReview>;
export const myReviews = z.array(myReview);

/** Answer of POST (201) and PUT (200): the spec's success toast words and the review as saved. */
export const reviewSaved = z.object({ message: z.string(), review: myReview });
export type ReviewSaved = z.infer<typeof reviewSaved>;

/** A rating arrives as multipart text: exactly one digit from 1 to 5 ("2.5", "0" and "6" are refused). */
const rating = z
  .string({ error: reviewMessages.rating })
  .regex(/^[1-5]$/, reviewMessages.rating)
  .transform(Number);

/** Trimmed first, so text of only spaces and newlines is blank (product §5: non-blank). */
const reviewText = multiLineText("Review", maxReviewTextLength).refine(
  (text) => text.length > 0,
  reviewMessages.textRequired,
);

/** The text fields of the review form (product §7 multipart), as strings; the files are read on their own. */
export const reviewFormValues = z.object({
  product_id: idParam("product_id"),
  order_id: idParam("order_id"),
  rating,
  text: reviewText,
});
export type ReviewFormValues = z.infer<typeof reviewFormValues>;

/** PUT edits rating, text and media; the product and order stay those of the review. */
export const reviewEditValues = reviewFormValues.extend({
  product_id: idParam("product_id").optional(),
  order_id: idParam("order_id").optional(),
  remove_media: z.array(idParam("remove_media")),
});
export type ReviewEditValues = z.infer<typeof reviewEditValues>;
