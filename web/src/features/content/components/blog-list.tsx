import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { PageHeading } from "@web/components/ui/page-heading";
import { Skeleton } from "@web/components/ui/skeleton";
import { BookOpen } from "lucide-react";
import { useBlogs } from "../api/get-blogs";
import { BlogCard } from "./blog-card";

const gridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8";

export function BlogList() {
  const blogs = useBlogs();
  return (
    <div className="mx-auto max-w-7xl px-5 py-12 md:px-6 md:py-20 lg:px-8">
      <PageHeading eyebrow="Stories from our kitchen" title="Our Blog">
        Gifting ideas, chocolate craft and the occasional recipe.
      </PageHeading>
      {blogs.isPending && (
        <div className={gridClass}>
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-96 rounded-3xl" />
          ))}
        </div>
      )}
      {blogs.isError && <ErrorState message="Failed to load blogs" onRetry={() => void blogs.refetch()} />}
      {blogs.isSuccess && blogs.data.results.length === 0 && (
        <EmptyState icon={BookOpen} title="No stories yet" description="Our first posts are on their way." />
      )}
      {blogs.isSuccess && blogs.data.results.length > 0 && (
        <ul className={gridClass}>
          {blogs.data.results.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
