/**
 * Where to go after signing in: the `redirect` query value when it is a path on this site, else "/".
 * The value is normalised first (dot segments resolved, repeated slashes folded) and checked again
 * after, because "/.//evil.example" resolves to "//evil.example", which a browser reads as another
 * site. Only a single leading "/" counts: "//evil.example" and "/\evil.example" are other sites, and
 * so is anything that resolves to another origin once the browser drops tabs and newlines.
 */
export function redirectTarget(value: string | null, origin = window.location.origin): string {
  if (!isLocalPath(value)) return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return "/";
    const path = url.pathname.replace(/\/{2,}/g, "/");
    const target = `${path}${url.search}${url.hash}`;
    return isLocalPath(target) ? target : "/";
  } catch {
    return "/";
  }
}

function isLocalPath(value: string | null): value is string {
  return !!value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}
