/** Ids in URLs: anything that isn't a plausible serial id names nothing, so it is a 404, not a 400. */
export function parseId(value: string): number | null {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}
