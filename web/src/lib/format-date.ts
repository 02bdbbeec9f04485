/**
 * Dates shown to people, on the calendar of India (DESIGN: dates shown in Asia/Kolkata). Built on
 * Intl rather than a date library: the formats are fixed and Intl ships with the browser.
 */
const kolkataLongDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Kolkata",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** Spec §2 'MMMM d, yyyy', e.g. "March 4, 2026". */
export function formatDate(iso: string): string {
  return kolkataLongDate.format(new Date(iso));
}

const kolkataDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});
const shortDayParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** Spec §9 "today plus the days", today being India's date at `now`; e.g. "Tue, 24 Nov". */
export function formatDeliveryDate(days: number, now: Date = new Date()): string {
  const parts = kolkataDay.formatToParts(now);
  const part = (type: "year" | "month" | "day") => Number(parts.find((p) => p.type === type)?.value);
  const date = new Date(Date.UTC(part("year"), part("month") - 1, part("day") + days));
  const shown = shortDayParts.formatToParts(date);
  const value = (type: "weekday" | "day" | "month") => shown.find((p) => p.type === type)?.value ?? "";
  return `${value("weekday")}, ${value("day")} ${value("month")}`;
}

const kolkataDateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A moment in India's time, e.g. "4 Mar 2026, 3:05 pm": for order and audit timestamps. */
export function formatDateTime(iso: string): string {
  return kolkataDateTime.format(new Date(iso));
}
