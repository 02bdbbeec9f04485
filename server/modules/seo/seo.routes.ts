import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyInstance } from "fastify";
import { renderRobots, renderSitemap } from "./sitemap";
import { loadSitemapEntries } from "./sitemap-entries";

/** /sitemap.xml and /robots.txt at the site root, with absolute URLs (always PUBLIC_URL, never the request's Host). */
export function seoRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get("/sitemap.xml", async (_request, reply) => {
      // The entries are cached (they change only with catalogue writes); the XML is cheap to write.
      const entries = await deps.publicCache.get(
        "sitemap-entries",
        () => loadSitemapEntries(deps, new Date()),
        { tags: [cacheTags.listings, cacheTags.categories, cacheTags.occasions, cacheTags.content] },
      );
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(renderSitemap(deps.config.publicUrl, entries));
    });

    app.get("/robots.txt", async (_request, reply) =>
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(renderRobots(deps.config.publicUrl)),
    );
  };
}
