import { type DehydratedState, dehydrate, type Query, QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import { renderToHtml } from "./app/render-to-html";
import { serverRenderedPage } from "./app/server-rendered-pages";

export { pageExists } from "./app/page-exists";
export { appStateElementId, serverRenderedPage } from "./app/server-rendered-pages";
export { setApiTransport } from "./lib/http";

export type RenderedPage = { html: string; state: DehydratedState };

/** Enough for a page whose parts ask for more once earlier answers arrive (a listing, then its reviews). */
const maxPasses = 4;

type EnabledByHash = Map<string, unknown>;

/**
 * Notes every query a render asks for and whether it was enabled (QueryObserver passes each hook's
 * options through defaultQueryOptions): the server renders, fetches what the page wanted, and renders
 * again, so the pages keep one set of query hooks for both sides and no route lists what it loads.
 */
function recordWantedQueries(queryClient: QueryClient): EnabledByHash {
  const enabledByHash: EnabledByHash = new Map();
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    if (defaulted.queryHash) enabledByHash.set(defaulted.queryHash, defaulted.enabled);
    return defaulted;
  }) as typeof queryClient.defaultQueryOptions;
  return enabledByHash;
}

function wanted(enabledByHash: EnabledByHash, query: Query): boolean {
  const enabled = enabledByHash.get(query.queryHash);
  const resolved = typeof enabled === "function" ? enabled(query) : enabled;
  return resolved !== false && query.state.status === "pending" && query.state.fetchStatus === "idle";
}

/**
 * The HTML of a public page for a guest (at its canonical URL: the page is the same whatever else the
 * query string holds), and the answers it was made from; null when the browser
 * should render it instead (not a public page, or an answer failed: the browser then shows its own
 * not-found or retry state, exactly as it would have).
 */
export async function render(url: string): Promise<RenderedPage | null> {
  const page = serverRenderedPage(url);
  if (!page) return null;
  // No retries and no garbage-collection timers: this client lives for one request.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const enabledByHash = recordWantedQueries(queryClient);
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={page.url}>{children}</StaticRouter>
  );
  try {
    for (let pass = 1; pass <= maxPasses; pass++) {
      const html = await renderToHtml(<App queryClient={queryClient} router={router} />);
      const missing = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => wanted(enabledByHash, query));
      if (missing.length === 0 || pass === maxPasses) {
        const failed = queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === "error");
        return failed ? null : { html, state: dehydrate(queryClient) };
      }
      await Promise.all(
        missing.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
      );
    }
    return null;
  } finally {
    queryClient.clear();
  }
}
