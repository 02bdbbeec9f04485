/**
 * Where a banner or highlight may send a shopper: a path on this site ("/categories/7") or an https
 * address elsewhere. Protocol-relative ("//evil.example") and backslash paths are refused because
 * browsers treat them as other sites; http, javascript: and data: addresses are refused outright.
 * Zod-free so the storefront and the back office can both use it at run time.
 */
export function isSiteLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  if (!value.toLowerCase().startsWith("https://")) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const siteLinkMessage = (label: string) =>
  `${label} must be a path on this site (starting with /) or an https:// address`;
