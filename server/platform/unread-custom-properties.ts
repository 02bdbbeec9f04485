import postcss, { type Container } from "postcss";

const varReference = /var\(\s*(--[\w-]+)/g;

function referencesIn(text: string, into: Set<string>): void {
  for (const match of text.matchAll(varReference)) if (match[1]) into.add(match[1]);
}

function dropEmptyBlocks(container: Container): void {
  container.each((node) => {
    // `@layer theme, base;` has no block: it fixes the layers' order and stays.
    if ((node.type !== "rule" && node.type !== "atrule") || node.nodes === undefined) return;
    dropEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/**
 * Tailwind writes every theme colour and every `--tw-*` helper property (with its `@property`
 * registration and a fallback block for browsers without it) into its sheet; a page's critical CSS
 * needs only those its own rules and markup read. The rest is a third of the inlined CSS and styles
 * every element for nothing, so it goes; the full stylesheet brings it all back after the first
 * paint. A property read only by a dropped one is dropped too.
 */
export function withoutUnreadCustomProperties(css: string, markup: string): string {
  const root = postcss.parse(css);
  for (;;) {
    const read = new Set<string>();
    referencesIn(markup, read);
    root.walkDecls((decl) => referencesIn(decl.value, read));
    let dropped = 0;
    root.walkDecls(/^--/, (decl) => {
      if (read.has(decl.prop)) return;
      decl.remove();
      dropped++;
    });
    root.walkAtRules("property", (rule) => {
      if (read.has(rule.params.trim())) return;
      rule.remove();
      dropped++;
    });
    if (dropped === 0) break;
  }
  dropEmptyBlocks(root);
  return root.toString();
}
