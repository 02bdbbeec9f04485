import { matchPath } from "react-router";
import { policyPages } from "../../../contract/policy-pages";

/** The <script type="application/json"> that carries a server-rendered page's query answers. */
export const appStateElementId = "app-state";

/**
 * The public pages, which the server renders to HTML as a guest sees them, each with the source of its
 * route module (app-routes.tsx loads it lazily) so the server can announce that chunk with the HTML.
 * Signed-in pages, sign-in and the back office are left to the browser: they are personal or behind a
 * guard, and nobody arrives on them from a search or a shared link.
 */
const pages: { pattern: string; module: string }[] = [
  { pattern: "/", module: "src/app/routes/home.tsx" },
  { pattern: "/categories", module: "src/app/routes/categories.tsx" },
  { pattern: "/categories/:categoryId", module: "src/app/routes/category-products.tsx" },
  { pattern: "/product/:productId", module: "src/app/routes/product.tsx" },
  { pattern: "/blogs", module: "src/app/routes/blogs.tsx" },
  { pattern: "/blog/:slug", module: "src/app/routes/blog.tsx" },
  { pattern: "/contact", module: "src/app/routes/contact.tsx" },
  ...policyPages.map((policy) => ({ pattern: `/${policy.path}`, module: "src/app/routes/policy.tsx" })),
];

/** The route module of a server-rendered page, or null when the browser renders `pathname` itself. */
export function serverRenderedPage(pathname: string): { module: string } | null {
  const page = pages.find(({ pattern }) => matchPath(pattern, pathname) !== null);
  return page ? { module: page.module } : null;
}
