import type { AdminBlog } from "@contract/admin/content-blogs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** GET /admin/blogs/{id}/: one post with its content, for the editor. */
export const blogQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["admin", "content", "blogs", "one", id],
    queryFn: () => apiRequest<AdminBlog>(`/admin/blogs/${id}/`),
    staleTime: 0,
  });

export function useBlog(id: number) {
  return useQuery(blogQueryOptions(id));
}
