import { format } from "date-fns";

const kolkataParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

function part(parts: Intl.DateTimeFormatPart[], type: "year" | "month" | "day"): number {
  return Number(parts.find((p) => p.type === type)?.value);
}

/** Spec §2 'MMMM d, yyyy' on the calendar day in India (DESIGN: dates shown in Asia/Kolkata). */
export function formatDate(iso: string): string {
  const parts = kolkataParts.formatToParts(new Date(iso));
  return format(new Date(part(parts, "year"), part(parts, "month") - 1, part(parts, "day")), "MMMM d, yyyy");
}
