/**
 * Title, description and share tags written into the served index.html, so crawlers and link
 * previews (WhatsApp, X, Facebook) see a page's own details before any script runs.
 */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URLs. */
  canonicalUrl: string;
  imageUrl: string | null;
  type: "website" | "product" | "article";
  /** Structured data (schema.org), written as a JSON-LD data block. */
  jsonLd?: Record<string, unknown>;
};

/** What the page of a path is about; "not_found" when the path names nothing; null for other pages. */
export type PageMetaResolver = (path: string, origin: string) => Promise<PageMeta | "not_found" | null>;

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * JSON that is safe inside <script>: `<` can't close the element, and U+2028/9 can't break
 * older parsers. The CSP's script-src doesn't apply: browsers never run a JSON-LD data block.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Plain text of at most `max` characters, cut at a word with an ellipsis. */
export function summarise(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2));
  return `${atWord.replace(/[\s,.;:!?-]+$/, "")}…`;
}

export function renderHeadTags(meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="Mithaas" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.canonicalUrl)}" />`,
    meta.imageUrl ? `<meta property="og:image" content="${e(meta.imageUrl)}" />` : "",
    `<meta name="twitter:card" content="${meta.imageUrl ? "summary_large_image" : "summary"}" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    meta.imageUrl ? `<meta name="twitter:image" content="${e(meta.imageUrl)}" />` : "",
    meta.jsonLd ? `<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>` : "",
  ];
  return tags.filter(Boolean).join("\n    ");
}

/**
 * The built index.html split once around the place page tags go: its own title and description
 * are taken out (each page brings its own) and everything else is kept byte for byte.
 */
export function splitTemplate(html: string): { before: string; after: string } {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name=["']description["'][\s\S]*?>\s*/i, "");
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return { before: stripped, after: "" };
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}

export function renderPage(template: { before: string; after: string }, meta: PageMeta): string {
  return `${template.before}  ${renderHeadTags(meta)}\n  ${template.after}`;
}
