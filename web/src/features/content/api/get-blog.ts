import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Blog, blog } from "../../../../../contract/content";
import { apiRequest } from "../../../lib/http";

export function getBlog(slug: string): Promise<Blog> {
  return apiRequest(`/blog/blogs/${encodeURIComponent(slug)}/`, blog);
}

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ["blog", slug], queryFn: () => getBlog(slug) });

export function useBlog(slug: string) {
  return useQuery(blogQueryOptions(slug));
}
