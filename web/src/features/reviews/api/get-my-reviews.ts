import type { MyReview } from "@contract/reviews";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /products/reviews/?order={id}: the customer's own reviews of that order's products. */
export function getMyReviews(orderId: number): Promise<MyReview[]> {
  return apiRequest<MyReview[]>(`/products/reviews/?order=${orderId}`);
}

export const myReviewsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ["reviews", "mine", orderId],
    queryFn: () => getMyReviews(orderId),
  });

export function useMyReviews(orderId: number, enabled: boolean) {
  return useQuery({ ...myReviewsQueryOptions(orderId), enabled });
}
