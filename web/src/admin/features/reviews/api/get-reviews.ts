import type { AdminReviewPage } from "@contract/admin/reviews";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type ReviewFilters = { page: number; status: string; rating: string; search: string };

/** The key every page and filter of the list lives under. */
export const adminReviewsKey = ["admin", "reviews"] as const;

/** GET /admin/reviews/: every review, hidden ones too, newest first. */
export const adminReviewsQueryOptions = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...adminReviewsKey, filters],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filters.page), page_size: "25" });
      if (filters.status) query.set("status", filters.status);
      if (filters.rating) query.set("rating", filters.rating);
      if (filters.search) query.set("search", filters.search);
      return apiRequest<AdminReviewPage>(`/admin/reviews/?${query}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminReviews(filters: ReviewFilters) {
  return useQuery(adminReviewsQueryOptions(filters));
}
