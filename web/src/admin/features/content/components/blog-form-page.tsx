import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/http";
import { useParams } from "react-router";
import { useBlog } from "../api/get-blog";
import { BlogForm } from "./blog-form";

function EditBlog({ id }: { id: number }) {
  const post = useBlog(id);
  if (post.isPending) return <PageSpinner />;
  if (post.error instanceof ApiError && post.error.status === 404) {
    return <ErrorState message="Blog post not found" hint="It may have been deleted." />;
  }
  if (post.isError) return <ErrorState message="Could not load the post" onRetry={() => post.refetch()} />;
  return (
    <>
      <AdminPageHeader title="Edit post" />
      <BlogForm key={post.data.id} post={post.data} />
    </>
  );
}

/** /admin/blogs/new and /admin/blogs/{id}. */
export default function BlogFormPage() {
  const { id } = useParams();
  if (id) return <EditBlog id={Number(id)} />;
  return (
    <>
      <AdminPageHeader title="New post" />
      <BlogForm post={null} />
    </>
  );
}
