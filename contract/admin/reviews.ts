import { z } from "zod";
import { reviewMedia } from "../catalog";
import { idParam } from "../ids";
import { oneLineText } from "../text";
import { adminPage, adminPageQuery } from "./paging";

export const reviewVisibilities = ["visible", "hidden"] as const;

/**
 * GET /api/admin/reviews/: newest first; `status` visible or hidden, `rating` 1–5, `product` an id,
 * `search` in the review's text, the product's name and the customer's name or e-mail.
 */
export const adminReviewQuery = adminPageQuery.extend({
  status: z.enum(reviewVisibilities, { error: "Status must be visible or hidden" }).optional(),
  rating: z
    .string()
    .regex(/^[1-5]$/, "Rating must be a whole number from 1 to 5")
    .transform(Number)
    .optional(),
  product: idParam("product").optional(),
  search: oneLineText("Search", 100).optional(),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

/** One review as staff see it: who wrote it about what, in which order, and whether it is hidden. */
export const adminReview = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  rating: z.number(),
  text: z.string(),
  media: z.array(reviewMedia),
  created_at: z.string(),
  updated_at: z.string(),
  /** When staff hid it from the product page; null while it shows. */
  hidden_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewPage = adminPage(adminReview);
export type AdminReviewPage = z.infer<typeof adminReviewPage>;
