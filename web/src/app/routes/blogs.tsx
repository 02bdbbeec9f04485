import { BlogList } from "@web/features/content/components/blog-list";
import { usePageTitle } from "@web/lib/use-page-title";

export default function BlogsRoute() {
  usePageTitle(
    "Blog",
    "Gifting ideas, chocolate craft and the occasional recipe from the Mithaas kitchen in Pune.",
  );
  return <BlogList />;
}
