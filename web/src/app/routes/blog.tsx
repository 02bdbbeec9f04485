import { useParams } from "react-router";
import { BlogPost } from "../../features/content/components/blog-post";

export default function BlogRoute() {
  const { slug = "" } = useParams();
  return <BlogPost key={slug} slug={slug} />;
}
