import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { cacheTags, dependsOn } from "./cache-tags";
import { answeredFromCache } from "./cached-json";
import { renderToken, renderTokenHeader } from "./render-token";

/** What the web app's server entry (web/src/entry-server.tsx, built to dist/server) exports. */
type ServerEntry = {
  render(url: string): Promise<{ html: string; state: unknown } | null>;
  serverRenderedPage(url: string): { module: string; url: string } | null;
  pageExists(pathname: string): boolean;
  setApiTransport(transport: typeof fetch): void;
  appStateElementId: string;
};

/** A rendered public page: the markup for #root, its answers, and the chunks it will hydrate with. */
export type RenderedPage = { html: string; state: unknown; stateElementId: string; preloads: string[] };

export type PageRenderer = {
  /** Whether the server renders `pathname` (the public pages); the rest stays with the browser. */
  renders(pathname: string): boolean;
  /** Whether `pathname` is a page of the app at all (else the browser shows "not found"). */
  exists(pathname: string): boolean;
  /**
   * The URL the page at `url` is rendered and cached as: only the query parameters the page reads, so
   * `/?v=1` and `/?v=2` are one page and made-up parameters cannot force a render.
   */
  canonicalUrl(url: string): string;
  render(url: string): Promise<RenderedPage | null>;
};

type ManifestChunk = { file: string };

// One server entry per process (Node caches the module) but possibly several apps (tests): each render
// names the app whose routes answer its API calls.
const renderingApp = new AsyncLocalStorage<FastifyInstance>();

async function inProcessFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const app = renderingApp.getStore();
  if (!app) throw new Error("an API call was made outside a page render");
  const url =
    typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
  const { answer: response, fromCache } = await answeredFromCache(
    () =>
      // With a callback, inject starts at once, in this render's async context, to which the cached
      // answers report their tags; awaited as a chain it would start from a job that lost it (Node 20).
      new Promise<LightMyRequestResponse>((resolve, reject) => {
        app.inject(
          {
            method: (init?.method ?? "GET") as "GET",
            url,
            // As a guest from this machine: the page is the same for everyone and is cached as such.
            headers: { accept: "application/json", [renderTokenHeader]: renderToken },
          },
          (error, answer) => (answer ? resolve(answer) : reject(error)),
        );
      }),
  );
  // A cached answer has handed the page its tags; any other may show anything, so every write clears
  // the page (a blog post's, a policy's).
  if (!fromCache) dependsOn(cacheTags.anyWrite);
  const empty = response.statusCode === 204 || response.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(response.rawPayload), {
    status: response.statusCode,
    headers: { "content-type": String(response.headers["content-type"] ?? "application/json") },
  });
}

/**
 * Loads the web app's server build beside `webRoot` (dist/server next to dist/web); null when there is
 * none (an API-only server, tests without a build), and every page is then rendered by the browser.
 */
export async function loadPageRenderer(app: FastifyInstance, webRoot: string): Promise<PageRenderer | null> {
  const entryFile = join(webRoot, "..", "server", "entry-server.js");
  const manifestFile = join(webRoot, ".vite", "manifest.json");
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setApiTransport(inProcessFetch);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  return {
    renders: (pathname) => entry.serverRenderedPage(pathname) !== null,
    exists: (pathname) => entry.pageExists(pathname),
    canonicalUrl: (url) => entry.serverRenderedPage(url)?.url ?? url,
    async render(url) {
      const page = entry.serverRenderedPage(url);
      if (!page) return null;
      const rendered = await renderingApp.run(app, () => entry.render(url));
      if (!rendered) return null;
      // The route's own chunk only: it is small and otherwise waits for hydration to ask for it; the
      // libraries it shares with the entry come with the entry.
      const file = manifest[page.module]?.file;
      const preloads = file ? [`/${file}`] : [];
      return { ...rendered, stateElementId: entry.appStateElementId, preloads };
    },
  };
}
