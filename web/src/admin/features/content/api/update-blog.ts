import type { AdminBlog, BlogInput } from "@contract/admin/content-blogs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { blogQueryOptions } from "./get-blog";
import { blogListQueryKey } from "./get-blogs";

/** PUT /admin/blogs/{id}/: answers the post as stored, its HTML sanitised. */
export function useUpdateBlog(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogInput) =>
      apiRequest<AdminBlog>(`/admin/blogs/${id}/`, { method: "PUT", body: input }),
    onSuccess: (blog) => {
      queryClient.setQueryData(blogQueryOptions(id).queryKey, blog);
      return queryClient.invalidateQueries({ queryKey: blogListQueryKey });
    },
    meta: { silent: true },
  });
}
