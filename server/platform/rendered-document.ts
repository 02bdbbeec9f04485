import { escapeHtml, scriptSafeJson } from "./page-meta";
import type { RenderedPage } from "./page-renderer";

const emptyRoot = '<div id="root"></div>';

/**
 * The served document with a server-rendered page in it: the markup inside #root, the answers it was
 * made from in a JSON data block (never run, so the CSP's script-src does not apply), and a
 * modulepreload for each chunk the page hydrates with that the document does not load already.
 */
export function withRenderedPage(document: string, page: RenderedPage): string {
  if (!document.includes(emptyRoot)) return document;
  const preloads = page.preloads
    .filter((href) => !document.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
    .join("\n    ");
  const root =
    `<div id="root">${page.html}</div>\n    ` +
    `<script type="application/json" id="${escapeHtml(page.stateElementId)}">${scriptSafeJson(page.state)}</script>`;
  const withRoot = document.replace(emptyRoot, () => root);
  if (!preloads) return withRoot;
  return withRoot.replace(/<\/head>/i, () => `  ${preloads}\n  </head>`);
}
