/** India keeps +05:30 all year, so its wall clock is UTC moved by a fixed amount. */
const istOffsetMs = 330 * 60 * 1000;

/** An ISO instant as a `datetime-local` input shows it in India: "2026-11-24T00:00"; "" when empty or not a date. */
export function istInputValue(iso: string): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? "" : new Date(time + istOffsetMs).toISOString().slice(0, 16);
}

/** What a `datetime-local` input holds, read as India time: "2026-11-24T00:00" → "2026-11-24T00:00:00+05:30". */
export function isoOfIstInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return "";
  return `${value.length === 16 ? `${value}:00` : value}+05:30`;
}
