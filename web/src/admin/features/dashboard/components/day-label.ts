const shortDay = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });
const longDay = new Intl.DateTimeFormat("en-IN", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** An India date as the server names it ("2026-11-23") shown as "23 Nov"; the date is already India's. */
export const shortDayLabel = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

/** "Mon, 23 Nov". */
export const longDayLabel = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));
