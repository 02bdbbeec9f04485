import { policyPages } from "@contract/content";
import { escapeHtml } from "@server/platform/page-meta";
import type { SitemapEntries } from "./sitemap-entries";

type Url = { path: string; changedAt?: Date };

/** The shop's public pages (product §2) in the sitemaps.org format; `origin` has no trailing slash. */
export function renderSitemap(origin: string, entries: SitemapEntries): string {
  const urls: Url[] = [
    { path: "/" },
    { path: "/categories" },
    ...entries.categories.map((row) => ({ path: `/categories/${row.id}`, changedAt: row.changedAt })),
    ...entries.products.map((row) => ({ path: `/product/${row.id}`, changedAt: row.changedAt })),
    ...entries.occasions.map((row) => ({ path: `/occasions/${row.slug}`, changedAt: row.changedAt })),
    { path: "/blogs" },
    ...entries.blogs.map((row) => ({ path: `/blog/${row.slug}`, changedAt: row.changedAt })),
    ...policyPages.map((page) => ({ path: `/${page.path}` })),
    { path: "/contact" },
  ];
  const lines = urls.map(({ path, changedAt }) => {
    const lastmod = changedAt ? `<lastmod>${changedAt.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(origin + path)}</loc>${lastmod}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * Pages behind sign-in, and the API, are nothing a search engine should index; nor are search
 * results, thin pages of what the category and occasion pages already list.
 */
const privatePaths = [
  "/cart",
  "/checkout",
  "/profile",
  "/orders",
  "/wishlist",
  "/login",
  "/customize",
  "/search",
  "/api/",
];

export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
