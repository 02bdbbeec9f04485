import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Blog } from "../../../../../contract/content";
import { apiRequest } from "../../../lib/http";

export function getBlog(slug: string): Promise<Blog> {
  return apiRequest<Blog>(`/blog/blogs/${encodeURIComponent(slug)}/`);
}

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ["blog", slug], queryFn: () => getBlog(slug) });

export function useBlog(slug: string) {
  return useQuery(blogQueryOptions(slug));
}
