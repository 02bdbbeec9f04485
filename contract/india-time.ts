/**
 * India's calendar and clock, pure and shared by server and web (decision 24 "India time"). Dates are
 * `YYYY-MM-DD` strings, times of day are minutes after India midnight (0–1439), instants are `Date`.
 * Asia/Kolkata has been UTC+05:30 without daylight saving since 1945, so a fixed offset converts both
 * ways; Intl cannot turn an India wall-clock time back into an instant, and a test holds this against
 * Intl for every hour of 2026 so a change to the zone would fail CI.
 */

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const indiaOffsetMs = 330 * minuteMs;
const minutesPerDay = 24 * 60;

/** Hand-written rather than Intl: a browser's first Intl object costs it 30–50 ms, and en-GB now says "Sept". */
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of the date's midnight read as UTC: arithmetic on it never meets a zone. */
function utcMidnight(date: string): number {
  if (!isIndiaDate(date)) throw new RangeError(`Not a date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

function dateOfUtcMidnight(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The India date of an instant. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + indiaOffsetMs).toISOString().slice(0, 10);
}

/** Minutes after India midnight at an instant, 0–1439. */
export function indiaMinute(instant: Date): number {
  const intoDay = (((instant.getTime() + indiaOffsetMs) % dayMs) + dayMs) % dayMs;
  return Math.floor(intoDay / minuteMs);
}

/** The instant India's clocks show `minute` on `date`. */
export function indiaInstant(date: string, minute: number): Date {
  if (!Number.isInteger(minute) || minute < 0 || minute >= minutesPerDay) {
    throw new RangeError(`Not a minute of the day: ${minute}`);
  }
  return new Date(utcMidnight(date) + minute * minuteMs - indiaOffsetMs);
}

export function addDays(date: string, n: number): string {
  return dateOfUtcMidnight(utcMidnight(date) + n * dayMs);
}

/** `b` − `a` in days. */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / dayMs);
}

/** Well-formed and on the calendar: "2026-02-30" is not. */
export function isIndiaDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateOfUtcMidnight(time) === text;
}

/** "Tue 20 Oct". */
export function shortDayText(date: string): string {
  const day = new Date(utcMidnight(date));
  return `${weekdays[day.getUTCDay()]} ${day.getUTCDate()} ${months[day.getUTCMonth()]}`;
}

/** "Today", "Tomorrow", else "Tue 20 Oct". */
export function indiaDayText(date: string, today: string): string {
  const ahead = daysBetween(today, date);
  if (ahead === 0) return "Today";
  if (ahead === 1) return "Tomorrow";
  return shortDayText(date);
}
