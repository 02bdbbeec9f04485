const hour = 3600;

/** "45 seconds", "1 minute", "38 minutes", "5 hours": when a refused request may try again. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds < 2 * hour) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  return `${Math.ceil(seconds / hour)} hours`;
}
