import { escapeHtml, scriptSafeJson } from "./page-meta";
import type { RenderedPage } from "./page-renderer";

const emptyRoot = '<div id="root"></div>';

/**
 * React writes a preload for each picture the page shows at once (the largest one with
 * fetchpriority="high") at the start of the markup it renders. In the head, before the scripts and
 * the stylesheet, the browser asks for those pictures first instead of after the JS it also fetches.
 */
const leadingImagePreloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

function hoistImagePreloads(document: string, html: string): string {
  const found = leadingImagePreloads.exec(html)?.[0];
  if (!found) return document;
  const at = document.search(/<script|<link rel="(?:modulepreload|stylesheet)"/i);
  if (at < 0) return document;
  return `${document.slice(0, at)}${found}\n    ${document.slice(at)}`;
}

/**
 * The served document with a server-rendered page in it: the markup inside #root, the answers it was
 * made from in a JSON data block (never run, so the CSP's script-src does not apply), and a
 * modulepreload for each chunk the page hydrates with that the document does not load already. Those
 * are fetched at low priority: they run only after "load", and at high priority they raced the main
 * picture for the first connection (on HTTP/1.1 the loser waits for a new one).
 */
export function withRenderedPage(document: string, page: RenderedPage): string {
  if (!document.includes(emptyRoot)) return document;
  const preloads = page.preloads
    .filter((href) => !document.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`)
    .join("\n    ");
  const root =
    `<div id="root">${page.html.replace(leadingImagePreloads, "")}</div>\n    ` +
    `<script type="application/json" id="${escapeHtml(page.stateElementId)}">${scriptSafeJson(page.state)}</script>`;
  const withRoot = document.replace(emptyRoot, () => root);
  const withImages = hoistImagePreloads(withRoot, page.html);
  if (!preloads) return withImages;
  return withImages.replace(/<\/head>/i, () => `  ${preloads}\n  </head>`);
}

/**
 * The built index.html made fit for server-rendered pages, whose content is in the HTML and whose
 * scripts only hydrate it: web/public/hydrate-after-load.js imports the entry after "load", and the
 * entry's modulepreloads go, so ~100 KB of libraries neither share a phone's bandwidth with the main
 * picture nor take the main thread before it is painted. The boot script is told the libraries
 * (data-modules), in the build's order, to start them one task at a time before the entry.
 */
export function renderedPageTemplate(document: string): string {
  const libraries = [...document.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map(
    (match) => match[1],
  );
  return document
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/,
      (_script, entry: string) =>
        `<script defer src="/hydrate-after-load.js" data-entry="${entry}" data-modules="${libraries.join(" ")}"></script>`,
    );
}
