import { activeCategoryRows, parseId } from "@server/modules/catalog/catalog.service";
import { activeOccasions } from "@server/modules/catalog/occasions.service";
import { getPublicProduct } from "@server/modules/catalog/product-detail.service";
import { getBlog } from "@server/modules/content/content.service";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import type { PageMeta, PageMetaResolver } from "@server/platform/page-meta";
import { summarise } from "@server/platform/page-meta";
import { productJsonLd } from "./product-json-ld";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

async function productMeta(deps: Deps, id: string, origin: string): Promise<PageMeta | "not_found"> {
  const productId = parseId(id);
  const cached = productId === null ? null : await getPublicProduct(deps, productId);
  if (!cached) return "not_found";
  const { detail } = cached;
  const canonicalUrl = `${origin}/product/${detail.id}`;
  const images = detail.all_images.map((url) => absolute(origin, url));
  return {
    title: `${detail.name} | Mithaas`,
    description: summarise(detail.description),
    canonicalUrl,
    imageUrl: images[0] ?? null,
    type: "product",
    jsonLd: productJsonLd(detail, canonicalUrl, images),
  };
}

async function categoryMeta(deps: Deps, id: string, origin: string): Promise<PageMeta | "not_found"> {
  const categoryId = parseId(id);
  const rows = await activeCategoryRows(deps);
  const category = rows.find((row) => row.id === categoryId);
  if (!category) return "not_found";
  return {
    title: `${category.name} | Mithaas`,
    description: summarise(
      category.description || `Shop ${category.name} at Mithaas, delivered across India.`,
    ),
    canonicalUrl: `${origin}/categories/${category.id}`,
    imageUrl: absolute(origin, deps.storage.url(category.imageKey)),
    type: "website",
  };
}

async function occasionMeta(deps: Deps, slug: string, origin: string): Promise<PageMeta | "not_found"> {
  const occasion = (await activeOccasions(deps)).find((row) => row.slug === slug);
  if (!occasion) return "not_found";
  return {
    title: `${occasion.title} Gifts | Mithaas`,
    description: summarise(
      occasion.description || `${occasion.title} gifts from Mithaas, delivered across India.`,
    ),
    canonicalUrl: `${origin}/occasions/${encodeURIComponent(occasion.slug)}`,
    imageUrl: null,
    type: "website",
  };
}

async function blogMeta(deps: Deps, slug: string, origin: string): Promise<PageMeta | "not_found"> {
  try {
    const post = await getBlog(deps, slug);
    return {
      title: `${post.title} | Mithaas Blog`,
      description: summarise(post.meta_description),
      canonicalUrl: `${origin}/blog/${encodeURIComponent(post.slug)}`,
      imageUrl: absolute(origin, post.main_image),
      type: "article",
    };
  } catch (error) {
    if (error instanceof AppError && error.kind === "not_found") return "not_found";
    throw error;
  }
}

const pages: [RegExp, (deps: Deps, param: string, origin: string) => Promise<PageMeta | "not_found">][] = [
  [/^\/product\/([^/]+)\/?$/, productMeta],
  [/^\/categories\/([^/]+)\/?$/, categoryMeta],
  [/^\/blog\/([^/]+)\/?$/, blogMeta],
  [/^\/occasions\/([^/]+)\/?$/, occasionMeta],
];

/** The results of a search are thin pages (robots.txt keeps crawlers out); the page still has a name. */
const searchMeta = (origin: string): PageMeta => ({
  title: "Search | Mithaas",
  description: "Search Mithaas for mithai, chocolates, cakes, hampers and gifts for every occasion.",
  canonicalUrl: `${origin}/search`,
  imageUrl: null,
  type: "website",
});

/**
 * Share tags for /product/{id}, /categories/{id}, /blog/{slug}, /occasions/{slug} and /search; other
 * paths get the plain page.
 */
export function pageMetaResolver(deps: Deps): PageMetaResolver {
  return async (path, origin) => {
    if (/^\/search\/?$/.test(path)) return searchMeta(origin);
    for (const [pattern, resolve] of pages) {
      const match = pattern.exec(path);
      if (!match?.[1]) continue;
      let param: string;
      try {
        param = decodeURIComponent(match[1]);
      } catch {
        return "not_found";
      }
      // A control character names no page (and NUL would only make the database refuse the query).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
      if (/[\u0000-\u001f\u007f]/.test(param)) return "not_found";
      return resolve(deps, param, origin);
    }
    return null;
  };
}
