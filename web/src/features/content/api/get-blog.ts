import type { Blog } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, retryUnlessNotFound } from "@web/lib/http";

export function getBlog(slug: string): Promise<Blog> {
  return apiRequest<Blog>(`/blog/blogs/${encodeURIComponent(slug)}/`);
}

/** The post page shows its failures itself (not found, or 'Failed to load blog'), so no toast. */
export const blogQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ["blog", slug],
    queryFn: () => getBlog(slug),
    meta: { silent: true },
    retry: retryUnlessNotFound,
  });

export function useBlog(slug: string) {
  return useQuery(blogQueryOptions(slug));
}
