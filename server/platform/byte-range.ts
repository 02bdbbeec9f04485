/** A single byte range, both ends inclusive, as `Content-Range` states it. */
export type ByteRange = { start: number; end: number };

/**
 * The one range a `Range: bytes=…` header asks of a body of `size` bytes (RFC 9110 §14): a range, or
 * "unsatisfiable" (416), or null to send the whole body (no header, another unit, or several ranges,
 * which a server may always answer in full).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
