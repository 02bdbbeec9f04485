import type { AdminBlog, BlogInput } from "@contract/admin/content-blogs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { blogQueryOptions } from "./get-blog";
import { blogListQueryKey } from "./get-blogs";

/** POST /admin/blogs/ */
export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogInput) => apiRequest<AdminBlog>("/admin/blogs/", { method: "POST", body: input }),
    onSuccess: (blog) => {
      queryClient.setQueryData(blogQueryOptions(blog.id).queryKey, blog);
      return queryClient.invalidateQueries({ queryKey: blogListQueryKey });
    },
    meta: { silent: true },
  });
}
