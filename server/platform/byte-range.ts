/** A single byte range, both ends inclusive, as `Content-Range` states it. */
export type ByteRange = { start: number; end: number };

/**
 * What a `Range` header asks before the body's size is known: from `start` (to `end`, or to the end),
 * or the last `suffix` bytes. Kept apart from the size so a store can be asked for just those bytes.
 */
export type RangeAsk = { start: number; end?: number } | { suffix: number };

/**
 * The one range a `Range: bytes=…` header asks (RFC 9110 §14), or null to send the whole body: no
 * header, another unit, several ranges (which a server may always answer in full), or last < first.
 */
export function parseRange(header: string | undefined): RangeAsk | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") return { suffix: Number(last) };
  const start = Number(first);
  if (last === "") return { start };
  const end = Number(last);
  return end < start ? null : { start, end };
}

/** The bytes an ask covers of a body of `size` bytes, or "unsatisfiable" (416). */
export function resolveRange(ask: RangeAsk, size: number): ByteRange | "unsatisfiable" {
  if ("suffix" in ask) {
    if (ask.suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - ask.suffix), end: size - 1 };
  }
  if (ask.start >= size) return "unsatisfiable";
  return { start: ask.start, end: Math.min(ask.end ?? size - 1, size - 1) };
}
