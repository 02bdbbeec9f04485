import { catalogPages } from "@server/modules/catalog/catalog.service";
import { occasionPages } from "@server/modules/catalog/occasions.service";
import { blogPages } from "@server/modules/content/content.service";
import type { AppDeps } from "@server/platform/deps";

/** Everything a sitemap lists, with the date each last changed. */
export async function loadSitemapEntries(deps: Pick<AppDeps, "db">, now: Date) {
  const [catalog, occasions, blogs] = await Promise.all([
    catalogPages(deps),
    occasionPages(deps),
    blogPages(deps, now),
  ]);
  return { ...catalog, occasions, blogs };
}

export type SitemapEntries = Awaited<ReturnType<typeof loadSitemapEntries>>;
