import { BlogList } from "../../features/content/components/blog-list";
import { usePageTitle } from "../../lib/use-page-title";

export default function BlogsRoute() {
  usePageTitle("Blog");
  return <BlogList />;
}
