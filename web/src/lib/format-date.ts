/**
 * Dates shown to people, on the calendar of India (DESIGN: dates shown in Asia/Kolkata). Built on
 * Intl rather than a date library: the formats are fixed and Intl ships with the browser.
 */

/**
 * Each formatter is made on its first use, not when the module loads: the first one with a time
 * zone costs 30–50 ms while the browser loads its zone data, which the store's shared chunk paid at
 * start-up on every page, most of which show no date.
 */
function onFirstUse(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const kolkataLongDate = onFirstUse("en-US", {
  timeZone: "Asia/Kolkata",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** Product §2 'MMMM d, yyyy', e.g. "March 4, 2026". */
export function formatDate(iso: string): string {
  return kolkataLongDate().format(new Date(iso));
}

const kolkataDay = onFirstUse("en-US", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});
const shortDayParts = onFirstUse("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** Product §9 "today plus the days", today being India's date at `now`; e.g. "Tue, 24 Nov". */
export function formatDeliveryDate(days: number, now: Date = new Date()): string {
  const parts = kolkataDay().formatToParts(now);
  const part = (type: "year" | "month" | "day") => Number(parts.find((p) => p.type === type)?.value);
  const date = new Date(Date.UTC(part("year"), part("month") - 1, part("day") + days));
  const shown = shortDayParts().formatToParts(date);
  const value = (type: "weekday" | "day" | "month") => shown.find((p) => p.type === type)?.value ?? "";
  return `${value("weekday")}, ${value("day")} ${value("month")}`;
}

const kolkataDateTime = onFirstUse("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A moment in India's time, e.g. "4 Mar 2026, 3:05 pm": for order and audit timestamps. */
export function formatDateTime(iso: string): string {
  return kolkataDateTime().format(new Date(iso));
}
