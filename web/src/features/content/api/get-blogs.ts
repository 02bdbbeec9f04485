import { queryOptions, useQuery } from "@tanstack/react-query";
import { type BlogListResponse, blogListResponse } from "../../../../../contract/content";
import { apiRequest } from "../../../lib/http";

export function getBlogs(): Promise<BlogListResponse> {
  return apiRequest("/blog/blogs/", blogListResponse);
}

export const blogsQueryOptions = () => queryOptions({ queryKey: ["blogs"], queryFn: getBlogs });

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
