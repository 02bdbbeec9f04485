type HtmlContentProps = { html: string; className?: string };

/**
 * Staff-written HTML (policies, blog). Rendering it raw is safe because the server sanitises it with an
 * allow-list before storing it (DESIGN: "Staff HTML is sanitised on the server"), and the page's CSP
 * (script-src 'self') would block inline scripts even if something slipped through.
 */
export function HtmlContent({ html, className = "" }: HtmlContentProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above.
  return <div className={`prose-mithaas ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
