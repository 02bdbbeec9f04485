import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { cachedHtml, sendCachedJson, sharedCachedJson } from "./cached-json";
import { criticalCssInliner } from "./critical-css";
import { registerImageVariants } from "./image-variants";
import { registerStoredMedia } from "./media-from-storage";
import { type PageMetaResolver, renderPage, splitTemplate } from "./page-meta";
import { loadPageRenderer } from "./page-renderer";
import { precompressAssets } from "./precompress-assets";
import type { PublicCache } from "./public-cache";
import { createRenderLimit, defaultRenderLimit, type RenderLimitOptions } from "./render-limit";
import { renderedPageTemplate, withRenderedPage } from "./rendered-document";
import type { Storage } from "./storage";

export type WebOptions = {
  /** Folder of the built SPA; null when only the API is served. */
  webRoot: string | null;
  /** Folder that /media serves; null when media live elsewhere (then `storage` is read for them). */
  mediaRoot: string | null;
  /** Where pictures are read from and their variants kept; without it there are no variants. */
  storage?: Storage;
  /** Share tags for product, category and blog pages; without it every page gets the plain HTML. */
  pageMeta?: PageMetaResolver;
  /**
   * The configured public address (PUBLIC_URL). Absolute URLs never come from the request's Host or
   * X-Forwarded-Host: a forged one would land in cached pages and share tags.
   */
  publicUrl: string;
  /** Whether the build's source maps are served (never in production: they hand out the source). */
  serveSourceMaps?: boolean;
  /**
   * Keeps server-rendered public pages, each carrying the tags of the cached answers it was rendered
   * from, so a write clears the pages that show what it changed (decision 28). Without it
   * (or without the web app's server build) every page is rendered by the browser.
   */
  publicCache?: PublicCache;
  /** How many pages are rendered at once, and how long one waits for a turn before the browser renders it. */
  pageRenders?: RenderLimitOptions;
};

/** Longer queries (of parameters a page reads) are rendered but not kept, so they cannot crowd the cache. */
const cacheableSearchLength = 100;

/**
 * Serves the built SPA and media. Hashed assets, media and their variants never change content,
 * so they are cached for a year; index.html is revalidated so a deploy shows up at once.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions) {
  const { webRoot, mediaRoot } = options;
  if (options.storage) registerImageVariants(app, options.storage);
  if (!mediaRoot && options.storage) registerStoredMedia(app, options.storage);
  if (mediaRoot) {
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      maxAge: "365d",
      immutable: true,
    });
  }
  const hasWeb = webRoot !== null && existsSync(join(webRoot, "index.html"));
  // Read once: index.html only changes with a new build, and a new build means a restart.
  const template = hasWeb ? readFileSync(join(webRoot, "index.html"), "utf8") : "";
  const parts = splitTemplate(template);
  // Server-rendered pages carry the CSS they use and start their scripts late; the others are as built.
  const renderedTemplate = renderedPageTemplate(template);
  const renderedParts = splitTemplate(renderedTemplate);
  const templateEtag = `"${createHash("sha1").update(template).digest("base64url")}"`;
  const renderer = hasWeb && options.publicCache ? await loadPageRenderer(app, webRoot) : null;
  const inlineCriticalCss = renderer && hasWeb ? criticalCssInliner(webRoot) : null;
  const renderLimit = createRenderLimit(options.pageRenders ?? defaultRenderLimit);
  if (hasWeb) {
    const assets = join(webRoot, "assets");
    void precompressAssets(assets).catch((error) => app.log.warn({ err: error }, "assets not precompressed"));
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: "/",
      index: false,
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // These two are answered by the app from live data, never from a file left in the build.
      globIgnore: options.serveSourceMaps
        ? ["robots.txt", "sitemap.xml"]
        : ["robots.txt", "sitemap.xml", "**/*.map"],
      setHeaders(reply, path) {
        const hashed = path.startsWith(assets);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (
      !hasWeb ||
      !isPage ||
      path.startsWith("/api/") ||
      path === "/api" ||
      path.startsWith("/media/") ||
      path.startsWith("/assets/")
    ) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    reply.header("Cache-Control", "no-cache").type("text/html; charset=utf-8");
    let meta: Awaited<ReturnType<PageMetaResolver>> = null;
    try {
      meta = options.pageMeta ? await options.pageMeta(path, options.publicUrl) : null;
    } catch (error) {
      // The page still works without its share tags; a crawler just sees the generic ones.
      request.log.error({ err: error }, "page tags not written");
    }
    // The browser shows its not-found page either way; the status tells crawlers and link checkers.
    if (meta === "not_found" || (renderer && !renderer.exists(path))) return reply.status(404).send(template);
    if (renderer?.renders(path) && options.publicCache) {
      const document = meta ? renderPage(renderedParts, meta) : renderedTemplate;
      const url = renderer.canonicalUrl(request.url);
      // What this request rendered itself, if it did: `x-cache` tells it from a page the cache answered
      // (a stale copy, or one another request was rendering, counts as a hit), for operators and the bench.
      const own: { render?: ReturnType<typeof cachedHtml> } = {};
      const render = async () => {
        const html = await renderLimit.run(async () => {
          const page = await renderer.render(url);
          if (!page) return null;
          const html = withRenderedPage(document, page);
          return (await inlineCriticalCss?.(html)) ?? html;
        });
        // A failed answer, or no turn to render, is not kept: the next request tries again.
        if (html === null) throw new BrowserRendersPage();
        own.render = cachedHtml(html);
        return own.render;
      };
      try {
        const entry =
          url.length - path.length <= cacheableSearchLength
            ? await options.publicCache.get(
                `page:${url}`,
                render,
                // Searches stay with each instance: typed-in variety would crowd Redis (decision 29).
                path === "/search"
                  ? { pool: "search", softOnWrite: true }
                  : { shared: sharedCachedJson, softOnWrite: true },
              )
            : await render();
        reply.header("x-cache", entry === own.render ? "miss" : "hit");
        return sendCachedJson(request, reply, entry);
      } catch (error) {
        if (!(error instanceof BrowserRendersPage))
          request.log.error({ err: error }, "page not rendered on the server");
      }
    }
    if (meta) return reply.send(renderPage(parts, meta));
    // Every other page is the same file: its ETag lets a revalidating browser skip the download.
    reply.header("etag", templateEtag);
    if (request.headers["if-none-match"] === templateEtag) return reply.status(304).send();
    return reply.send(template);
  });
}

/**
 * The page's data could not all be loaded (a 404, a failed answer), or too many pages were being
 * rendered: the browser renders the page, and shows its own state when the data fails there too.
 */
class BrowserRendersPage extends Error {}
