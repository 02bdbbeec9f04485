import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { HtmlContent } from "@web/components/ui/html-content";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { PageSpinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { isNotFound } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, BookX } from "lucide-react";
import { Link } from "react-router";
import { useBlog } from "../api/get-blog";

export function BlogPost({ slug }: { slug: string }) {
  const post = useBlog(slug);
  const notFound = isNotFound(post.error);
  usePageTitle(notFound ? "Blog post not found" : (post.data?.title ?? "Blog"), post.data?.meta_description);

  return (
    <article className="mx-auto max-w-3xl px-5 py-10 md:px-6 md:py-16">
      <Link
        to="/blogs"
        className="mb-8 inline-flex items-center gap-2 text-sm font-medium text-cocoa-600 hover:text-amber-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All stories
      </Link>
      {post.isPending && <PageSpinner />}
      {notFound && (
        <EmptyState
          icon={BookX}
          titleAs="h1"
          title="Blog post not found"
          description="This post may have been retired, or the link has a typo. There are plenty more to read."
          action={<ButtonLink to="/blogs">Read our blog</ButtonLink>}
        />
      )}
      {post.isError && !notFound && (
        <ErrorState message="Failed to load blog" onRetry={() => void post.refetch()} />
      )}
      {post.isSuccess && (
        <>
          <header className="mb-8 text-center md:mb-10">
            <time
              dateTime={post.data.created_at}
              className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase"
            >
              {formatDate(post.data.created_at)}
            </time>
            <h1 className="mt-4 text-3xl leading-tight text-cocoa-900 md:text-5xl">{post.data.title}</h1>
          </header>
          <ResponsiveImage
            src={post.data.main_image}
            sizes="(min-width: 768px) 720px, 100vw"
            priority="high"
            width={1200}
            height={750}
            className="mb-10 aspect-[16/10] w-full rounded-3xl object-cover shadow-soft"
          />
          <HtmlContent html={post.data.content} className="mx-auto max-w-2xl" />
        </>
      )}
    </article>
  );
}
