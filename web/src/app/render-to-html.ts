import { Readable } from "node:stream";
import type { ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";

/** Long enough for a slow database, short enough that a stuck render falls back to the browser. */
const renderTimeoutMs = 5_000;

/**
 * The whole HTML of `element` once every lazy route and Suspense boundary has resolved, as one
 * string. React's prerenderer (the streaming renderer, waiting for everything) writes every boundary in
 * place, so the page needs no inline script, which the CSP would refuse. Any error (a component
 * throwing, the timeout) rejects, and the caller sends the browser-rendered page instead.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(renderTimeoutMs),
    // Larger boundaries would be sent apart and moved in place by an inline script the CSP refuses.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(prelude)) chunks.push(Buffer.from(chunk));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString("utf8");
}
