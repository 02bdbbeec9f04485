import type { AdminBlogPage } from "@contract/admin/content-blogs";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type BlogFilters = { page: number; search: string };

/** The prefix of every page and search of the list: a change to any post refreshes them all. */
export const blogListQueryKey = ["admin", "content", "blogs", "list"] as const;

/** GET /admin/blogs/: every post, drafts too, newest first. */
export const blogsQueryOptions = (filters: BlogFilters) =>
  queryOptions({
    queryKey: [...blogListQueryKey, filters],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(filters.page), page_size: "25" });
      if (filters.search) query.set("search", filters.search);
      return apiRequest<AdminBlogPage>(`/admin/blogs/?${query}`);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBlogs(filters: BlogFilters) {
  return useQuery(blogsQueryOptions(filters));
}
