import { AppError } from "@server/platform/errors";

/**
 * A reorder names every item of the list exactly once. Another set (an item added or deleted since
 * the page loaded) is a 409, so a stale screen never drops or duplicates what someone else changed.
 */
export function requireWholeList(rows: { id: number }[], ids: number[], what: string): void {
  const current = new Set(rows.map((row) => row.id));
  if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
    throw new AppError("conflict", `The ${what} changed while you were ordering them. Reload and try again.`);
  }
}
