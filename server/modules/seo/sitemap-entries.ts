import { catalogPages } from "@server/modules/catalog/catalog.service";
import { blogPages } from "@server/modules/content/content.service";
import type { AppDeps } from "@server/platform/deps";

/** Everything a sitemap lists, with the date each last changed. */
export async function loadSitemapEntries(deps: Pick<AppDeps, "db">, now: Date) {
  const [catalog, blogs] = await Promise.all([catalogPages(deps), blogPages(deps, now)]);
  return { ...catalog, blogs };
}

export type SitemapEntries = Awaited<ReturnType<typeof loadSitemapEntries>>;
