import type { BlogListResponse } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export function getBlogs(): Promise<BlogListResponse> {
  return apiRequest<BlogListResponse>("/blog/blogs/");
}

export const blogsQueryOptions = () => queryOptions({ queryKey: ["blogs"], queryFn: getBlogs });

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
