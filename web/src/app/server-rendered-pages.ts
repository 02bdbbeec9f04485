import { policyPages } from "@contract/policy-pages";
import { listingQueryString } from "@web/features/catalog/api/get-category-products";
import { dependsOnReach } from "@web/features/catalog/listing-filter-params";
import { readSearchParams, searchQueryString } from "@web/features/catalog/search-params";
import { readListingParams } from "@web/features/catalog/use-listing-params";
import { matchPath } from "react-router";

function listingQuery(params: URLSearchParams): string | null {
  const listing = readListingParams(params);
  return dependsOnReach(listing) ? null : listingQueryString(listing);
}

export { appStateElementId } from "./app-state";

/**
 * The public pages, which the server renders to HTML as a guest sees them, each with the source of its
 * route module (app-routes.tsx loads it lazily) so the server can announce that chunk with the HTML.
 * Signed-in pages, sign-in and the back office are left to the browser: they are personal or behind a
 * guard, and nobody arrives on them from a search or a shared link.
 * `query` is what the page reads of the query string, written back as it reads it; a page without one
 * reads none. It answers null when the query makes the page the browser's to render: a listing filtered
 * by what can reach a pincode by a date depends on the clock and on slots (decision 26 "Rendering").
 */
const pages: { pattern: string; module: string; query?: (params: URLSearchParams) => string | null }[] = [
  { pattern: "/", module: "src/app/routes/home.tsx" },
  { pattern: "/categories", module: "src/app/routes/categories.tsx" },
  { pattern: "/categories/:categoryId", module: "src/app/routes/category-products.tsx", query: listingQuery },
  { pattern: "/occasions/:slug", module: "src/app/routes/occasion.tsx", query: listingQuery },
  {
    pattern: "/search",
    module: "src/app/routes/search.tsx",
    query: (params) => {
      const search = readSearchParams(params);
      return dependsOnReach(search) ? null : searchQueryString(search);
    },
  },
  { pattern: "/product/:productId", module: "src/app/routes/product.tsx" },
  { pattern: "/blogs", module: "src/app/routes/blogs.tsx" },
  { pattern: "/blog/:slug", module: "src/app/routes/blog.tsx" },
  { pattern: "/contact", module: "src/app/routes/contact.tsx" },
  ...policyPages.map((policy) => ({ pattern: `/${policy.path}`, module: "src/app/routes/policy.tsx" })),
];

/**
 * The route module of a server-rendered page and the URL it is rendered and cached as: its path and
 * only the query the page reads, as the page reads it (`/?v=1` is `/`, `?sort=nonsense` the default
 * sort), so made-up parameters cannot force a render. The rest (utm_*, …) stays in the address bar for
 * the app. Null when the browser renders the page itself.
 */
export function serverRenderedPage(url: string): { module: string; url: string } | null {
  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const page = pages.find(({ pattern }) => matchPath(pattern, pathname) !== null);
  if (!page) return null;
  if (!page.query) return { module: page.module, url: pathname };
  const query = page.query(new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1)));
  return query === null ? null : { module: page.module, url: pathname + query };
}
