import type { BlogSummary } from "@contract/content";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { formatDate } from "@web/lib/format-date";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export function BlogCard({ post }: { post: BlogSummary }) {
  return (
    <Link
      to={`/blog/${post.slug}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-cocoa-100 transition duration-300 hover:-translate-y-1 hover:shadow-lift"
    >
      <div className="aspect-[16/10] overflow-hidden bg-cream-200">
        <ResponsiveImage
          src={post.main_image}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          width={800}
          height={500}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <time
          dateTime={post.created_at}
          className="text-xs font-semibold tracking-[0.2em] text-amber-700 uppercase"
        >
          {formatDate(post.created_at)}
        </time>
        <h2 className="text-xl leading-snug text-cocoa-900 group-hover:text-amber-800">{post.title}</h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-cocoa-600">{post.meta_description}</p>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-cocoa-900">
          Read more
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
        </span>
      </div>
    </Link>
  );
}
