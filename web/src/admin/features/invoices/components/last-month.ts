import { indiaDate } from "@contract/india-time";

/** "2026-10" at any moment of November 2026 by India's calendar: the month a GST return is filed for. */
export function lastMonthInIndia(now: Date): string {
  const [year = 0, month = 0] = indiaDate(now).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}
