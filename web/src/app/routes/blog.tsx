import { BlogPost } from "@web/features/content/components/blog-post";
import { useParams } from "react-router";

export default function BlogRoute() {
  const { slug = "" } = useParams();
  return <BlogPost key={slug} slug={slug} />;
}
