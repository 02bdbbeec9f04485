/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else "/".
 * Only a single leading "/" counts: "//evil.example" and "/\evil.example" are other sites to a browser,
 * and so is anything that resolves to another origin once the browser drops tabs and newlines.
 */
export function redirectTarget(value: string | null, origin = window.location.origin): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
